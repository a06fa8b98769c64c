/**
 * The portfolio feed (issue #6, item 1): what the administration system delivers, imported per
 * kind as CSV through the operator API, and the "Data available up to {date}" figure (spec 3
 * §2.2, §3 `latest_availability_date`).
 */
import { z } from 'zod';

/** Kinds of money event on an investment option. Wire spellings are ours. */
export const CashFlowKind = {
  movement_in: 'movement_in',
  movement_out: 'movement_out',
  dividend: 'dividend',
  franking_credit: 'franking_credit',
  premium: 'premium',
  other_income: 'other_income',
  withholding_tax: 'withholding_tax',
  fee: 'fee',
  realised_gain: 'realised_gain',
  unrealised_gain: 'unrealised_gain',
  options_bought: 'options_bought',
} as const;
export type CashFlowKind = (typeof CashFlowKind)[keyof typeof CashFlowKind];

/**
 * Gains and losses carry their sign; every other kind is a magnitude (its kind says which way
 * the money went), so a negative fee or dividend in a feed is a mistake, not a refund.
 */
export const SIGNED_CASH_FLOW_KINDS: readonly CashFlowKind[] = [
  CashFlowKind.realised_gain,
  CashFlowKind.unrealised_gain,
];

/** One CSV format per kind, in the order a feed is loaded (each refers to the ones before). */
export const PortfolioImportKind = {
  accounts: 'accounts',
  'investment-options': 'investment-options',
  valuations: 'valuations',
  'cash-flows': 'cash-flows',
  holdings: 'holdings',
} as const;
export type PortfolioImportKind = (typeof PortfolioImportKind)[keyof typeof PortfolioImportKind];

export const portfolioImportParamsSchema = z.object({ kind: z.enum(PortfolioImportKind) });

export const portfolioImportResultSchema = z.object({
  kind: z.enum(PortfolioImportKind),
  /** Data rows in the file (the header not counted). */
  rows: z.number().int(),
  /** false: this very file was imported before, and nothing changed. */
  imported: z.boolean(),
});
export type PortfolioImportResult = z.infer<typeof portfolioImportResultSchema>;

export const latestAvailabilityDateSchema = z.object({
  /** 'YYYY-MM-DD': the latest valuation date over the user's accounts; null before any data. */
  latest_availability_date: z.string().nullable(),
});
export type LatestAvailabilityDate = z.infer<typeof latestAvailabilityDateSchema>;
