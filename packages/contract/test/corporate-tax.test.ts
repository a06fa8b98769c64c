import { describe, expect, it } from 'vitest';
import {
  CorporateTaxCategory,
  Messages,
  corporateTaxCategoryOptions,
  corporateTaxInputSchema,
  maskTfn,
} from '../src/index.js';

const valid = { tfn: '876 543 210', abn: '49 923 456 713', is_foreign_entity: false, category: 'other' };

function fieldErrors(input: object): Record<string, string[]> {
  const result = corporateTaxInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('the corporate tax form schema (spec 2 §5 Corporate tax)', () => {
  it('accepts a complete form, numbers as bare digits, hidden fields cleared', () => {
    expect(corporateTaxInputSchema.parse({ ...valid, tin: '99', country: 'NZ' })).toEqual({
      has_not_tfn: false,
      tfn: '876543210',
      abn: '49923456713',
      is_foreign_entity: false,
      tin: '',
      country: '',
      category: 'other',
    });
    expect(corporateTaxInputSchema.parse({ ...valid, has_not_tfn: true, tfn: '12' }).tfn).toBe('');
  });

  it('puts each rule on its field', () => {
    expect(fieldErrors({ ...valid, tfn: '1234567' })).toEqual({ tfn: ['TFN must contain 8 or 9 digits'] });
    expect(fieldErrors({ ...valid, tfn: '123456789' })).toEqual({ tfn: [Messages.isNotValid] });
    expect(fieldErrors({ ...valid, tfn: '' })).toEqual({ tfn: [Messages.fieldRequired] });
    expect(fieldErrors({ ...valid, abn: '12345678901' })).toEqual({ abn: [Messages.isNotValid] });
    expect(fieldErrors({ ...valid, is_foreign_entity: true })).toEqual({
      tin: [Messages.fieldRequired],
      country: [Messages.fieldRequired],
    });
    expect(fieldErrors({ ...valid, is_foreign_entity: true, tin: '1'.repeat(19), country: 'NZ' })).toEqual({
      tin: [Messages.maxLength(18)],
    });
    expect(fieldErrors({ ...valid, category: '' })).toEqual({ category: [Messages.fieldRequired] });
    expect(fieldErrors({ tfn: '876543210' })).toEqual({
      is_foreign_entity: [Messages.fieldRequired],
      category: [Messages.fieldRequired],
    });
  });

  it('offers every category once, each with a name', () => {
    const options = corporateTaxCategoryOptions();
    expect(options.map((o) => o.id)).toEqual(Object.values(CorporateTaxCategory));
    expect(options.every((o) => o.name.length > 0)).toBe(true);
  });

  it('masks a TFN to its last three digits', () => {
    expect(maskTfn('876543210')).toBe('******210');
    expect(maskTfn('')).toBe('');
  });
});
