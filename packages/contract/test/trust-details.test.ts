import { describe, expect, it } from 'vitest';
import {
  Messages,
  SETTLED_SUM_THRESHOLD_CENTS,
  TrustDetailsLabels,
  TrustType,
  TrustTypeLabel,
  trustDetailsInputSchema,
  trustTypeOptions,
} from '../src/index.js';

const valid = {
  type: 'discretionary',
  state: 'NSW',
  is_settled_sum_over_threshold: true,
  settlor_name: 'Margaret Hartley',
  is_investing_primary_activity: false,
  nature_of_activity: 'Farming',
};

function fieldErrors(input: object): Record<string, string[]> {
  const result = trustDetailsInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('the trust-details form schema (spec 2 §5 Trust details)', () => {
  it('accepts a complete form, trimmed', () => {
    expect(trustDetailsInputSchema.parse({ ...valid, settlor_name: '  Margaret Hartley ' })).toEqual(valid);
  });

  it('an empty form: every required answer on its field at once', () => {
    expect(fieldErrors({})).toEqual({
      type: [Messages.fieldRequired],
      state: [Messages.fieldRequired],
      is_settled_sum_over_threshold: [Messages.fieldRequired],
      is_investing_primary_activity: [Messages.fieldRequired],
    });
  });

  it.each([
    ['a type not on the list', { type: 'charitable' }, 'type'],
    ['a state that is not Australian', { state: 'XX' }, 'state'],
    ['the settlor when the settled sum is yes', { settlor_name: '' }, 'settlor_name'],
    ['the nature of activity when investing is not primary', { nature_of_activity: ' ' }, 'nature_of_activity'],
  ])('refuses %s on its field', (_name, change, field) => {
    expect(Object.keys(fieldErrors({ ...valid, ...change }))).toEqual([field]);
  });

  it('settlor name and nature of activity take at most 30 characters', () => {
    expect(fieldErrors({ ...valid, settlor_name: 'x'.repeat(31), nature_of_activity: 'y'.repeat(31) })).toEqual({
      settlor_name: [Messages.maxLength(30)],
      nature_of_activity: [Messages.maxLength(30)],
    });
    expect(fieldErrors({ ...valid, settlor_name: 'x'.repeat(30), nature_of_activity: 'y'.repeat(30) })).toEqual({});
  });

  it('clears per spec 2 §4: investing primary clears the nature, settled sum no clears the settlor', () => {
    expect(
      trustDetailsInputSchema.parse({
        ...valid,
        is_settled_sum_over_threshold: false,
        settlor_name: 'typed before answering no',
        is_investing_primary_activity: true,
        nature_of_activity: 'typed before answering yes',
      }),
    ).toMatchObject({ settlor_name: '', nature_of_activity: '' });
    // Not required then, so an empty one passes too.
    expect(
      fieldErrors({
        ...valid,
        is_settled_sum_over_threshold: false,
        settlor_name: '',
        is_investing_primary_activity: true,
        nature_of_activity: '',
      }),
    ).toEqual({});
  });

  it('labels every trust type and asks about the threshold in dollars', () => {
    expect(trustTypeOptions().map((o) => o.value)).toEqual(Object.values(TrustType));
    expect(trustTypeOptions().every((o) => o.label === TrustTypeLabel[o.value])).toBe(true);
    expect(SETTLED_SUM_THRESHOLD_CENTS).toBe(1_000_000);
    expect(TrustDetailsLabels.isSettledSumOverThreshold).toBe('Was the settled sum $10,000 or more?');
  });
});
