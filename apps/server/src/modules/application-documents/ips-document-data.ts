import type { GroupRestriction, RestrictionType } from '@portal/contract';

/**
 * What the investment policy statement states (issue #21 item 1; spec 2 §3 Investment policy),
 * loaded by `loadIpsDocumentData` and drawn by `renderInvestmentPolicyStatement`. Targets in
 * hundredths of a percent (1250 is 12.50 %), money in integer cents.
 */
export interface IpsDocumentData {
  statement: {
    id: number;
    /** When it was sent for signature, else when last changed: the document's own date. */
    preparedAt: Date;
    requestedBy: string | null;
  };
  account: { id: number; name: string; typeLabel: string };
  /** Options given more than 0, in the offer's order; named as the wizard names them. */
  allocation: Array<{ category: string; option: string; targetHundredths: number; color: string }>;
  customStrategies: Array<{
    option: string;
    name: string;
    managerDiscretion: boolean;
    holdingArrangement: string;
    securities: Array<{ name: string; targetPercentage: string | null; units: string | null }>;
  }>;
  /** Null until the customisation step was answered. */
  hasRestrictions: boolean | null;
  /**
   * Each industry group with a restricted sub-industry, with the type its sub-industries share
   * ('mixed' when they differ or only some are restricted), and the restricted ones by name.
   */
  industryRestrictions: Array<{
    group: string;
    type: Exclude<GroupRestriction, null>;
    subIndustries: Array<{ name: string; type: RestrictionType }>;
  }>;
  securityRestrictions: Array<{
    name: string;
    units: bigint | null;
    costBaseCents: bigint;
    /** 'YYYY-MM-DD' */
    date: string;
    type: RestrictionType;
  }>;
  gearing: { hasGearing: boolean | null; minLoanBalanceCents: bigint | null; maxLoanBalanceCents: bigint | null };
  /** Who signs, in the envelope's order (as `ApplicationFormData.signatories`). */
  signatories?: string[];
}
