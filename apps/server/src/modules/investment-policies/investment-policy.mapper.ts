import {
  centsToDecimalString,
  formatScaledInteger,
  IpsStatus,
  type InvestmentPolicy,
  type SignerStatus,
} from '@portal/contract';
import type { InvestmentPolicyRow } from '../../db/schema/index.js';
import type { SignChangeRequest } from '../signing/index.js';

/** How a status reads on the statement (spec 2 §3 status_display). */
export const IPS_STATUS_DISPLAY: Record<IpsStatus, string> = {
  [IpsStatus.draft]: 'Draft',
  [IpsStatus.awaiting_signature]: 'Awaiting signature',
  [IpsStatus.portfolio_manager_review]: 'Portfolio manager review',
  [IpsStatus.active]: 'Active',
};

/** Approvers wait until the e-signing of the statement exists and says otherwise. */
const APPROVER_PENDING = 'Pending';
const SIGNER_DISPLAY: Record<SignerStatus, string> = {
  sent: 'Waiting to sign',
  viewed: 'Waiting to sign',
  signed: 'Signed',
  declined: 'Declined',
  expired: 'Expired',
};
/** The portfolio manager approves after the signers (spec 2 §3 approvers; admins are not listed as signatories). */
const PORTFOLIO_MANAGER = { id: 0, full_name: 'Portfolio manager' };
const PORTFOLIO_MANAGER_DISPLAY: Record<IpsStatus, string> = {
  draft: APPROVER_PENDING,
  awaiting_signature: APPROVER_PENDING,
  portfolio_manager_review: 'Reviewing',
  active: 'Approved',
};

/** What the statement's wire needs beside its row, gathered by the service. */
export interface InvestmentPolicyFacts {
  allocated: ReadonlyArray<{ name: string; targetHundredths: number }>;
  restrictedIndustryGroups: readonly string[];
  securityRestrictionCount: number;
  members: ReadonlyArray<{ userId: number; firstName: string; lastName: string }>;
  /** Who was asked to sign it and where each stands; null before it was sent for signature. */
  signers?: ReadonlyArray<{ userId: number | null; name: string; status: SignerStatus }> | null;
  signRequesterName: string | null;
  /** The application envelope out for signature, as the asking person sees it (spec 2 §3). */
  signChangeRequest?: SignChangeRequest | null;
  /** Why the asking person cannot change it now; null when they can. */
  editRefusal: string | null;
  canSendForSignature: boolean;
}

/** Percent in hundredths as the wire writes it: 1250 -> '12.50'. */
export const percentText = (hundredths: number | bigint) => formatScaledInteger(BigInt(hundredths), 2);

export function toInvestmentPolicyWire(row: InvestmentPolicyRow, facts: InvestmentPolicyFacts): InvestmentPolicy {
  return {
    id: row.id,
    account: row.accountId,
    status: row.status,
    status_display: IPS_STATUS_DISPLAY[row.status],
    wizard_step: row.wizardStep,
    strategic_asset_allocation: facts.allocated.map((a) => ({
      name: a.name,
      target_percentage: percentText(a.targetHundredths),
    })),
    has_restrictions: row.hasRestrictions,
    has_industry_restrictions: row.hasIndustryRestrictions,
    has_security_restrictions: row.hasSecurityRestrictions,
    restricted_industry_groups: [...facts.restrictedIndustryGroups],
    is_security_restrictions_provided: facts.securityRestrictionCount > 0,
    has_gearing: row.hasGearing,
    target_loan_balance_min:
      row.targetLoanBalanceMinCents === null ? null : centsToDecimalString(row.targetLoanBalanceMinCents),
    target_loan_balance_max:
      row.targetLoanBalanceMaxCents === null ? null : centsToDecimalString(row.targetLoanBalanceMaxCents),
    creator: row.createdByUserId,
    created: row.createdAt.toISOString(),
    modifier: row.modifiedByUserId,
    modified: row.modifiedAt.toISOString(),
    approvers: [
      ...(facts.signers
        ? facts.signers.map((s) => ({
            user: { id: s.userId ?? 0, full_name: s.name },
            is_admin: false,
            status_display: SIGNER_DISPLAY[s.status],
          }))
        : facts.members.map((m) => ({
            user: { id: m.userId, full_name: `${m.firstName} ${m.lastName}`.trim() },
            is_admin: false,
            status_display: APPROVER_PENDING,
          }))),
      { user: PORTFOLIO_MANAGER, is_admin: true, status_display: PORTFOLIO_MANAGER_DISPLAY[row.status] },
    ],
    sign_requester_name: row.signRequestedAt ? facts.signRequesterName : null,
    sign_requested_date: row.signRequestedAt ? row.signRequestedAt.toISOString() : null,
    sign_change_request: facts.signChangeRequest ?? null,
    can_edit: facts.editRefusal === null,
    edit_refusal: facts.editRefusal,
    can_send_for_signature: facts.canSendForSignature,
  };
}
