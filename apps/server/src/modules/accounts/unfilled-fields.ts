import {
  AccountStatus,
  ActivationStep,
  ProductKey,
  requiredAccountParts,
  type AccountType,
  type TrusteeType,
  UnfilledAccountField,
} from '@portal/contract';

/** What decides an account's missing parts: its type, its people and what has been saved or skipped. */
export interface AccountFacts {
  type: AccountType;
  trustee: TrusteeType | null;
  /** People on the account, the primary person included. */
  memberCount: number;
  /** The primary person has saved their individual tax details (identity). */
  primaryHasIndividualTax: boolean;
  products: readonly string[];
  skipBeneficialOwners: boolean;
  skipDeedAttachment: boolean;
  /** The trust's details (trust type, state, settlor, activity) are saved. */
  hasTrustDetails: boolean;
  /** Trust deeds uploaded to the account. */
  deedCount: number;
  /** Wholesale investor certificates uploaded to the account. */
  certificateCount: number;
  /** The account's corporate tax details (TFN, ABN, foreign entity, category) are saved. */
  hasCorporateTax: boolean;
  /** The primary director's answer to the 25% question (the directors step saved); null or absent until then. */
  primaryUserRole?: boolean | null;
  /** 'Are there any additional Trustees?'; null or absent until answered. */
  hasSecondaryUsers?: boolean | null;
  /** Beneficial owners saved on the account. */
  beneficialOwnerCount?: number;
  /** The company's (or corporate trustee's) details (activity, three addresses) are saved. */
  hasCorporateAccountDetails: boolean;
  /** Who can give instructions on the account is saved. */
  hasSigningAuthority: boolean;
  /** The account has an active bank account (one in setup, or one verified after activation). */
  hasActiveBankAccount?: boolean;
  /** The portfolio application (ipm) is saved. */
  hasPortfolioApplication?: boolean;
  /** An investment policy statement (ipm) has been completed: its wizard reached 'done'. */
  hasCompletedInvestmentPolicy?: boolean;
}

/**
 * The parts of an account still to fill in, in the order of spec 2 §4 (the fill-in task shows the
 * form of the first).
 *
 * - individual_tax: the primary person has no individual tax details;
 * - secondary_users: a joint account with nobody beside the primary person (invited people count);
 * - beneficial_owners: a company or a trust, unless skipped or at least one owner is saved;
 * - directors: a company, or an SMSF or trust whose trustee is a company, until the primary
 *   director has answered the 25% question (the directors step saved);
 * - corporate_account_details, corporate_tax: a company, or an SMSF or trust whose trustee is a
 *   company, until each is saved;
 * - trust: a trust without saved trust details; trustee_details: an SMSF or trust with individual
 *   trustees, until 'Are there any additional Trustees?' is answered (and, if yes, one is added);
 * - deed_attachments: an SMSF or a trust (both are trusts with a deed) without an uploaded deed,
 *   unless skipped ('Trust deed required' dialog);
 * - certificates: an account with loan notes (icf: for wholesale investors) without an uploaded
 *   certificate;
 * - signing_authority: an account with more than one person (invited people count: they will
 *   sign), until who signs is saved;
 * - bank_accounts: an account applying for a product (loan notes pay into it, a portfolio is
 *   funded from it) until it has an active bank account; an account set up on its own needs none
 *   until it applies;
 * - portfolio_application: an account with the private portfolio (ipm) until its application is
 *   saved (the portfolio applications module records it through this module's door);
 * - ongoing_ips: an account with the private portfolio (ipm) until an investment policy statement
 *   has been completed (its wizard done: the investment policies module records it through this
 *   module's door).
 */
export function unfilledFields(facts: AccountFacts): UnfilledAccountField[] {
  const missing: Record<UnfilledAccountField, boolean> = {
    individual_tax: !facts.primaryHasIndividualTax,
    secondary_users: facts.memberCount < 2,
    beneficial_owners: !facts.skipBeneficialOwners && (facts.beneficialOwnerCount ?? 0) === 0,
    directors: (facts.primaryUserRole ?? null) === null,
    corporate_account_details: !facts.hasCorporateAccountDetails,
    trust: !facts.hasTrustDetails,
    trustee_details:
      (facts.hasSecondaryUsers ?? null) === null || (facts.hasSecondaryUsers === true && facts.memberCount < 2),
    corporate_tax: !facts.hasCorporateTax,
    deed_attachments: !facts.skipDeedAttachment && facts.deedCount === 0,
    certificates: facts.certificateCount === 0,
    signing_authority: !facts.hasSigningAuthority,
    bank_accounts: !(facts.hasActiveBankAccount ?? false),
    portfolio_application: !(facts.hasPortfolioApplication ?? false),
    ongoing_ips: !(facts.hasCompletedInvestmentPolicy ?? false),
  };
  // Which parts the account takes at all is the contract's rule; here only whether each is saved.
  return requiredAccountParts(facts).filter((field) => missing[field]);
}

/**
 * What is left before the account is working (spec 2 §4 activation steps), for its status and
 * missing parts: nothing once active (or inactive); otherwise the missing details first, then
 * (in setup, nothing missing) the investor's activation, then each product's application: for
 * loan notes (icf) the product details until a loan note application exists, then its summary.
 * Once the application is submitted from the summary, the product steps (and the activation the
 * submission stands for) give way to signing, until the application's envelope is completed.
 */
export function activationSteps(
  status: AccountStatus,
  unfilled: readonly UnfilledAccountField[],
  products: readonly string[],
  hasLoanNoteApplication = false,
  submitted = false,
  signed = false,
): ActivationStep[] {
  if (status === AccountStatus.active || status === AccountStatus.inactive) return [];
  const steps: ActivationStep[] = [];
  if (submitted) {
    // The IPS's own part (ongoing_ips) is done by the submission; anything else still shows.
    if (unfilled.some((field) => field !== UnfilledAccountField.ongoing_ips))
      steps.push(ActivationStep.fill_in_missing_details);
    // Once every required signature is in, the account waits for staff; a declined envelope keeps the step.
    if (!signed) steps.push(ActivationStep.sign_investment_policy_statement);
    return steps;
  }
  if (unfilled.length > 0) steps.push(ActivationStep.fill_in_missing_details);
  else if (status === AccountStatus.pending) steps.push(ActivationStep.activate_account);
  if (products.includes(ProductKey.icf))
    steps.push(
      hasLoanNoteApplication ? ActivationStep.finish_loan_note_application : ActivationStep.loan_note_not_created,
    );
  if (products.includes(ProductKey.ipm)) steps.push(ActivationStep.submit_investment_policy_statement);
  return steps;
}

/**
 * The status the investor's activate moves an account to, or why it cannot: only an account in
 * setup (pending) with nothing missing goes on, to wait for staff (awaiting_activation).
 */
export function statusAfterActivate(
  status: AccountStatus,
  unfilled: readonly UnfilledAccountField[],
): { status: AccountStatus } | { refused: 'not_pending' | 'details_missing' } {
  if (status !== AccountStatus.pending) return { refused: 'not_pending' };
  if (unfilled.length > 0) return { refused: 'details_missing' };
  return { status: AccountStatus.awaiting_activation };
}
