import { describe, expect, it } from 'vitest';
import {
  ApplicationSubmissionMessages,
  applicationSubmissionCreateSchema,
  ConsentKey,
  ConsentWording,
  CONSENTS_VERSION,
  InvestmentPolicyMessages,
  investmentPolicyUpdateSchema,
  Messages,
} from '../src/index.js';

const problems = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const allSix = {
  information_true: true,
  documents_read: true,
  privacy: true,
  identity_verification: true,
  electronic_communication: true,
  authority: true,
};

describe('the application submission', () => {
  it('has six consents, each with its own wording', () => {
    expect(Object.keys(ConsentWording)).toEqual(Object.values(ConsentKey));
    expect(Object.keys(ConsentWording)).toHaveLength(6);
    expect(new Set(Object.values(ConsentWording)).size).toBe(6);
  });

  it('takes all six ticked with the wording version shown', () => {
    const body = { consents: allSix, consents_version: CONSENTS_VERSION };
    expect(applicationSubmissionCreateSchema.parse(body)).toEqual(body);
  });

  it('five ticks: the unticked box, and only it, is refused on its own field', () => {
    const result = applicationSubmissionCreateSchema.safeParse({
      consents: { ...allSix, privacy: false },
      consents_version: CONSENTS_VERSION,
    });
    expect(problems(result)).toEqual({ 'consents.privacy': ApplicationSubmissionMessages.consentRequired });
  });

  it('a box left out counts as unticked; another wording version is refused', () => {
    const { authority: _left, ...five } = allSix;
    const result = applicationSubmissionCreateSchema.safeParse({ consents: five, consents_version: '2020-01' });
    expect(problems(result)).toEqual({
      'consents.authority': ApplicationSubmissionMessages.consentRequired,
      consents_version: ApplicationSubmissionMessages.versionChanged,
    });
  });
});

describe('the gearing answer', () => {
  it('no gearing needs no loan balances', () => {
    expect(investmentPolicyUpdateSchema.safeParse({ has_gearing: false }).success).toBe(true);
  });

  it('gearing needs both loan balances', () => {
    expect(
      problems(investmentPolicyUpdateSchema.safeParse({ has_gearing: true, target_loan_balance_min: '' })),
    ).toEqual({
      target_loan_balance_min: Messages.fieldRequired,
      target_loan_balance_max: Messages.fieldRequired,
    });
  });

  it('the minimum may equal the maximum but not exceed it ($250,000 > $200,000.50)', () => {
    expect(
      investmentPolicyUpdateSchema.safeParse({
        has_gearing: true,
        target_loan_balance_min: '200,000.50',
        target_loan_balance_max: '200000.50',
      }).success,
    ).toBe(true);
    expect(
      problems(
        investmentPolicyUpdateSchema.safeParse({
          has_gearing: true,
          target_loan_balance_min: '250,000',
          target_loan_balance_max: '200000.50',
        }),
      ),
    ).toEqual({ target_loan_balance_max: InvestmentPolicyMessages.loanBalanceRange });
  });
});
