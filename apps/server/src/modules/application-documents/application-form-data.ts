import type { ConsentKey } from '@portal/contract';

/**
 * What the application form states (issue #21 item 1), loaded from the stored records by
 * `loadApplicationFormData` and drawn by `renderApplicationForm`. Identifiers arrive formatted
 * and secrets masked: a full TFN or bank account number never reaches the renderer. Money in
 * integer cents.
 */
export interface ApplicationFormData {
  account: {
    id: number;
    name: string;
    /** 'Individual', 'SMSF', ... */
    typeLabel: string;
    /** 'Corporate trustee: Smith Holdings Pty Ltd'; null for accounts without a trustee. */
    trustee: string | null;
    /** '51 824 753 556' */
    abn: string | null;
    /** '004 085 616' */
    acn: string | null;
  };
  /** The primary person first, then the others as they joined. */
  members: Array<{ name: string; roles: string[]; email: string }>;
  tax: {
    /** Each member's own tax details, in the members' order; a member who gave none is left out. */
    people: Array<{
      name: string;
      /** '******782', or 'Not provided'. */
      tfn: string;
      isAustralianTaxResident: boolean;
      /** The other country and TIN when resident elsewhere too. */
      otherCountry: { country: string; tin: string } | null;
    }>;
    /** A company's, or a corporate trustee's, tax details. */
    entity: {
      tfn: string;
      abn: string | null;
      category: string;
      foreign: { country: string; tin: string } | null;
    } | null;
  };
  bankAccounts: Array<{
    name: string;
    /** '062-000' */
    bsb: string;
    /** Stars, then the last 3 digits. */
    number: string;
    bank: string;
    branch: string;
  }>;
  /** Null when the account did not apply for loan notes. */
  loanNotes: Array<{ typeLabel: string; faceValueCents: bigint; interestOption: string }> | null;
  /** Null when the account did not apply for a private portfolio. */
  portfolio: {
    fundsTransferCents: bigint | null;
    assetTransferCents: bigint | null;
    sourcesOfFunds: string[];
    isRequire14DaysInvesting: boolean;
    /** 'At the portfolio manager’s discretion', '9 months'; null when invested within 14 days. */
    investmentPeriod: string | null;
    accountingMethod: string;
    receiveFrankingCredits: boolean;
    isExemptIncomeTax: boolean;
  } | null;
  /** Lines of the signing authority: the option, then its advanced setting. Null when none saved. */
  signingAuthority: { option: string; details: string[] } | null;
  submission: {
    submittedAt: Date;
    submittedBy: { name: string; email: string };
    consentsVersion: string;
    /** The consents as accepted, in the wording of their version. */
    consents: Array<{ key: ConsentKey; wording: string }>;
    /** 'Loan notes', 'Private portfolio'. */
    products: string[];
  };
  /**
   * Who signs, in the envelope's order: one signature line each (`signature-block.ts`). Given by
   * the envelope when it is sent, not loaded; absent in records kept before the lines existed.
   */
  signatories?: string[];
}
