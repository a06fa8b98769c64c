/** The portfolio application and its investment policy statement (spec 1 §3, spec 2 §3-§5). */
import type { ValueOf } from '../value-of.js';

export const PortfolioStatus = {
  active: 'active',
  draft: 'draft',
  awaiting_signature: 'awaiting_signature',
  portfolio_manager_review: 'portfolio_manager_review',
} as const;
export type PortfolioStatus = ValueOf<typeof PortfolioStatus>;

/** An IPS moves through the same statuses as a portfolio. */
export const IpsStatus = PortfolioStatus;
export type IpsStatus = PortfolioStatus;

export const IpsWizardStep = {
  booklet: 'booklet',
  asset_allocation: 'asset_allocation',
  customisation: 'customisation',
  gearing: 'gearing',
  done: 'done',
} as const;
export type IpsWizardStep = ValueOf<typeof IpsWizardStep>;

export const RestrictionType = {
  do_not_sell: 'do_not_sell',
  do_not_buy: 'do_not_buy',
  do_not_hold: 'do_not_hold',
} as const;
export type RestrictionType = ValueOf<typeof RestrictionType>;

/** How a restriction type reads wherever a statement is shown (the wizard, the summary, the statement's page). */
export const RestrictionTypeLabel = {
  do_not_sell: 'Do not sell',
  do_not_buy: 'Do not buy',
  do_not_hold: 'Do not hold',
} as const satisfies Record<RestrictionType, string>;

/** Funding types of a portfolio application, each with its amount field. */
export const FundingType = { funds_transfer: 'funds_transfer', asset_transfer: 'asset_transfer' } as const;
export type FundingType = ValueOf<typeof FundingType>;

export const InvestmentPeriod = {
  private_portfolio_manager_discretion: 'private_portfolio_manager_discretion',
  other: 'other',
} as const;
export type InvestmentPeriod = ValueOf<typeof InvestmentPeriod>;

export const DEFAULT_ACCOUNTING_METHOD = 'minimise_gain';

export const FrankingCreditsEligibility = { eligible: 'eligible', not_eligible: 'not_eligible' } as const;
export type FrankingCreditsEligibility = ValueOf<typeof FrankingCreditsEligibility>;
