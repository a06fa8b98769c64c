/**
 * The portfolio manager's review of signed investment policy statements through the operator API
 * (`npm run admin -- ips list|show|approve|decline`, issue #21 item 5) until the back office has
 * screens: a statement changed after activation becomes the account's active one only when every
 * required signer signed it and the portfolio manager approved it.
 */
import { z } from 'zod';
import { IpsStatus, IpsWizardStep } from './portfolio-application.enums.js';
import { InvestmentPolicyMessages } from './investment-policy.schemas.js';

export const operatorInvestmentPoliciesQuerySchema = z.object({
  /** Default: the statements waiting for the portfolio manager. */
  status: z.enum(IpsStatus).default(IpsStatus.portfolio_manager_review),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type OperatorInvestmentPoliciesQuery = z.infer<typeof operatorInvestmentPoliciesQuerySchema>;

export const operatorInvestmentPolicySchema = z
  .object({
    id: z.number().int(),
    account: z.number().int(),
    account_name: z.string(),
    /** Whether the account is active (a statement of a pending account is approved by activating it). */
    account_active: z.boolean(),
    status: z.enum(IpsStatus),
    wizard_step: z.enum(IpsWizardStep),
    /** "Growth 60.00%, Defensive 40.00%": enough to recognise it in a list. */
    allocation: z.string(),
    has_restrictions: z.boolean().nullable(),
    has_gearing: z.boolean().nullable(),
    /** The active statement this one replaces when approved, if any. */
    replaces: z.number().int().nullable(),
    sign_requested_date: z.string().nullable(),
    modified: z.string(),
  })
  .meta({ id: 'OperatorInvestmentPolicy' });
export type OperatorInvestmentPolicy = z.infer<typeof operatorInvestmentPolicySchema>;

export const operatorInvestmentPolicyDeclineSchema = z.object({
  /** Told to the account's members; the statement returns to draft for them to change. */
  reason: z
    .string({ error: InvestmentPolicyMessages.reasonRequired })
    .trim()
    .min(1, InvestmentPolicyMessages.reasonRequired)
    .max(1000),
});
export type OperatorInvestmentPolicyDecline = z.infer<typeof operatorInvestmentPolicyDeclineSchema>;
