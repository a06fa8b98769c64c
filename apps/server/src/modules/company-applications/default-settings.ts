import type { ApplicationSettings } from '@portal/contract';

/**
 * Where the documents give two figures (loan-note minimum $10,000 vs $100,000; portfolio
 * $500,000 vs $1 million), the first reading is the default and a tenant may override it.
 */
export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = {
  loan_note_minimum_cents: 1_000_000,
  at_call_loan_note_minimum_cents: 100,
  portfolio_minimum_cents: 50_000_000,
  resend_verification_code_timeout: 60,
  session_expire_after: 15 * 60,
  session_expire_warning_after: 13 * 60,
};
