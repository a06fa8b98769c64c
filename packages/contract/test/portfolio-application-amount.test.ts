import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  amountToCents,
  formatAmountInput,
  portfolioApplicationFormMessages as M,
  portfolioApplicationUpdateSchema,
} from '../src/index.js';

describe('the portfolio application’s amount rule (spec 2 §5)', () => {
  it.each(['1', '250000', '250,000', '250,000.5', '250,000.50', '$1,000.00', '999999999999.99'])(
    'takes %s',
    (typed) => {
      expect(amountProblem(typed)).toBeNull();
    },
  );
  it('refuses negatives, a third decimal, letters, bad grouping, zero and more than 15 characters', () => {
    expect(amountProblem('-1')).toBe(M.amountNotNegative);
    expect(amountProblem('1.005')).toBe(M.amountTwoDecimals);
    expect(amountProblem('12a')).toBe(M.amountFormat);
    expect(amountProblem('1,00')).toBe(M.amountFormat);
    expect(amountProblem('')).toBe(M.amountFormat);
    expect(amountProblem('0.00')).toBe(M.amountAboveZero);
    expect(amountProblem('1,234,567,890.12')).toBe(M.amountMaxLength(15));
    expect(amountProblem('123456789012.345')).toBe(M.amountMaxLength(15));
  });
  it('turns an amount as typed into cents and back without floats', () => {
    expect(amountToCents('250,000.5')).toBe(25_000_050n);
    expect(amountToCents('0.1')).toBe(10n);
    expect(amountToCents('999999999999.99')).toBe(99_999_999_999_999n);
    expect(formatAmountInput(25_000_050n)).toBe('250,000.50');
  });
});

describe('the application schema’s field rules', () => {
  const base = {
    is_funds_transfer: false,
    is_asset_transfer: false,
    source_of_funds: [1],
    is_require_14_days_investing: true,
    accounting_method: 'minimise_gain',
    receive_franking_credits: 'eligible',
    is_exempt_income_tax: false,
  };
  const errors = (value: object) => {
    const result = portfolioApplicationUpdateSchema.safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('passes a minimal application', () => {
    expect(errors(base)).toEqual({});
  });
  it('puts each rule on its field', () => {
    expect(errors({ ...base, source_of_funds: [] })).toEqual({ source_of_funds: M.chooseSourceOfFunds });
    expect(errors({ ...base, is_funds_transfer: true })).toEqual({ funds_transfer_amount: 'This field is required' });
    expect(errors({ ...base, is_asset_transfer: true, asset_transfer_amount: '-3' })).toEqual({
      asset_transfer_amount: M.amountNotNegative,
    });
    expect(errors({ ...base, is_require_14_days_investing: false })).toEqual({
      investment_period: 'This field is required',
    });
    expect(errors({ ...base, is_require_14_days_investing: false, investment_period: 'other' })).toEqual({
      investment_period_months: 'This field is required',
    });
    expect(errors({ ...base, source_of_funds_other: 'x'.repeat(101) })).toEqual({
      source_of_funds_other: 'This field cannot contain more than 100 symbols',
    });
  });
  it('shows the cross-field rules even while a question is unanswered', () => {
    expect(errors({ ...base, is_exempt_income_tax: null, source_of_funds: [] })).toEqual({
      is_exempt_income_tax: 'This field is required',
      source_of_funds: M.chooseSourceOfFunds,
    });
  });
  it('ignores an unticked funding type’s amount', () => {
    expect(errors({ ...base, funds_transfer_amount: 'junk' })).toEqual({});
  });
});
