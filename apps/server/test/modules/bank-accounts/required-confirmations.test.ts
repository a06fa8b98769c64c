import { describe, expect, it } from 'vitest';
import type { AccountMembership } from '../../../src/db/schema/index.js';
import { requiredConfirmations, signingRule } from '../../../src/modules/bank-accounts/required-confirmations.js';

/** How many other members must agree to a bank change, for each signing authority (issue #19). */
const members: Array<{ userId: number; role: AccountMembership }> = [
  { userId: 1, role: 'primary' },
  { userId: 2, role: 'secondary' },
  { userId: 3, role: 'secondary' },
];
const choice = (
  c: Partial<{
    option: 'any' | 'all' | 'advanced';
    advancedOption: 'minimum_signatures' | 'specific_members' | null;
    minNumberOfSignatories: number | null;
    selectedSignatories: number[];
  }>,
) => ({
  option: 'any' as const,
  advancedOption: null,
  minNumberOfSignatories: null,
  selectedSignatories: [],
  ...c,
});

describe('required confirmations', () => {
  it('nothing saved: the primary person alone signs, so nobody else answers', () => {
    const rule = signingRule(null, members);
    expect(rule).toEqual({ signers: [1], total: 1 });
    expect(requiredConfirmations(rule, 1)).toBe(0);
  });

  it('any applicant: one signature, the initiator’s own', () => {
    expect(requiredConfirmations(signingRule(choice({ option: 'any' }), members), 2)).toBe(0);
  });

  it('all applicants: every other member', () => {
    const rule = signingRule(choice({ option: 'all' }), members);
    expect(rule.total).toBe(3);
    expect(requiredConfirmations(rule, 1)).toBe(2);
  });

  it('advanced, a minimum of N: N less the initiator’s own, never more than the others', () => {
    const two = signingRule(
      choice({ option: 'advanced', advancedOption: 'minimum_signatures', minNumberOfSignatories: 2 }),
      members,
    );
    expect(requiredConfirmations(two, 3)).toBe(1);
    const five = signingRule(
      choice({ option: 'advanced', advancedOption: 'minimum_signatures', minNumberOfSignatories: 5 }),
      members,
    );
    expect(requiredConfirmations(five, 1)).toBe(2);
  });

  it('advanced, specific members: every selected member still on the account', () => {
    const rule = signingRule(
      choice({ option: 'advanced', advancedOption: 'specific_members', selectedSignatories: [1, 3, 99] }),
      members,
    );
    expect(rule).toEqual({ signers: [1, 3], total: 2 });
    expect(requiredConfirmations(rule, 1)).toBe(1);
    // An initiator without signing authority never opens one (403), but would need both.
    expect(requiredConfirmations(rule, 2)).toBe(2);
  });
});
