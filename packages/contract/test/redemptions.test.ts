import { describe, expect, it } from 'vitest';
import {
  confirmRedeemRequestSchema,
  createRedeemRequestSchema,
  parseRedeemAmount,
  RedemptionMessages,
  rejectRedeemRequestSchema,
} from '../src/products/redemptions.schemas.js';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('redemption request input', () => {
  it('reads amounts typed as dollars into cents, never through a float', () => {
    expect(parseRedeemAmount('2500')).toBe(250_000n);
    expect(parseRedeemAmount('2,500.5')).toBe(250_050n);
    expect(parseRedeemAmount('$0.10')).toBe(10n);
    expect(parseRedeemAmount('1.234')).toBeNull();
    expect(parseRedeemAmount('-5')).toBeNull();
    expect(parseRedeemAmount('lots')).toBeNull();
  });

  it('the whole note needs no amount; part of it needs an amount above zero', () => {
    expect(createRedeemRequestSchema.safeParse({ note: 1, whole: true }).success).toBe(true);
    expect(createRedeemRequestSchema.safeParse({ note: 1, whole: false, amount: '100.00' }).success).toBe(true);
    expect(fieldErrors(createRedeemRequestSchema.safeParse({ note: 1, whole: false }))).toEqual({
      amount: RedemptionMessages.amountRequired,
    });
    expect(fieldErrors(createRedeemRequestSchema.safeParse({ note: 1, whole: false, amount: '0.00' }))).toEqual({
      amount: RedemptionMessages.amountPositive,
    });
    expect(fieldErrors(createRedeemRequestSchema.safeParse({ note: 1, whole: false, amount: '12.345' }))).toEqual({
      amount: RedemptionMessages.amountFormat,
    });
    expect(fieldErrors(createRedeemRequestSchema.safeParse({ note: 1, whole: false, amount: '9'.repeat(21) }))).toEqual(
      { amount: RedemptionMessages.amountFormat },
    );
  });

  it('says how much at most can be redeemed, in dollars', () => {
    expect(RedemptionMessages.aboveHolding(2_034_567n)).toBe('You can redeem at most $20,345.67.');
  });

  it('a code is six digits; a rejection needs a reason', () => {
    expect(confirmRedeemRequestSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(confirmRedeemRequestSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(fieldErrors(rejectRedeemRequestSchema.safeParse({ reason: '  ' }))).toEqual({
      reason: RedemptionMessages.reasonRequired,
    });
  });
});
