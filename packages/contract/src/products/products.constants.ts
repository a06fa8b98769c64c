/** Products and their minimums (spec 2 §1, §5, §9). Money is in integer cents. */
import { ProductKey } from './products.enums.js';

/**
 * Defaults of the application settings the documents disagree on (spec README): the first
 * reading wins. Spec 2 also states $100,000 per loan note in the wholesale terms text and
 * $1 million in descriptive text for the private portfolio; neither is a default.
 */
export const ApplicationSettingDefaults = {
  loanNoteMinimumCents: 1_000_000,
  atCallLoanNoteMinimumCents: 100,
  portfolioMinimumCents: 50_000_000,
  /** A reinvestment instruction can be changed until this many business days before maturity. */
  reinvestmentCutoffBusinessDays: 5,
  earlyRedemptionPenaltyText:
    'Redeeming a fixed-term note before its maturity date costs an early redemption fee of 90 days’ interest on the amount redeemed, at the note’s rate, taken from the amount paid to you. Interest already paid is not affected.',
} as const;

/** A 48-hour loan note is the at-call note: chosen once per application, $1 minimum. */
export const AT_CALL_LOAN_NOTE_TERM_HOURS = 48;
/** Terms shorter than this display in months, longer ones in years. */
export const LOAN_NOTE_TERM_YEARS_FROM_MONTHS = 12;
export const FULLY_INVESTED_OPTION_DAYS = 14;
export const UNDERLYING_ACCOUNT_PROCESSING_BUSINESS_DAYS = { min: 5, max: 10 } as const;
/** Fee-type values the documents list as constants without saying what they mean (spec 1 §9). */
export const FEE_TYPE_VALUES = ['0.00', '12'] as const;

/** This portal is the portfolio-management product; other keys appear only in labels and paths. */
export const DEFAULT_PRODUCT_KEY = ProductKey.ipm;
