import { describe, it, expect } from 'vitest';
import {
  ApplicationSettingDefaults,
  Breakpoints,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  DEFAULT_RESEND_CODE_TIMEOUT_SECONDS,
  FILE_MAX_SIZE_BYTES,
  inAppNotificationsChannel,
  MinimumBrowserVersion,
  PREFERRED_COUNTRY_ORDER,
  reportsChannel,
  UploadLimits,
} from '../src/index.js';
import { applicationSettingsSchema } from '../src/tenant/company-application.schemas.js';

describe('business constants', () => {
  it('defaults the disputed minimums to the first reading, in cents', () => {
    // $10,000 per loan note, $1 for the 48-hour note, $500,000 for a private portfolio.
    expect(ApplicationSettingDefaults).toEqual({
      loanNoteMinimumCents: 10_000 * 100,
      atCallLoanNoteMinimumCents: 1 * 100,
      portfolioMinimumCents: 500_000 * 100,
      // Issue #22: instructions close five business days before maturity; the penalty is a text.
      reinvestmentCutoffBusinessDays: 5,
      earlyRedemptionPenaltyText: expect.stringMatching(/^Redeeming a fixed-term note before its maturity date/),
    });
  });

  it('fits the defaults into the application settings schema', () => {
    const settings = applicationSettingsSchema.safeParse({
      loan_note_minimum_cents: ApplicationSettingDefaults.loanNoteMinimumCents,
      at_call_loan_note_minimum_cents: ApplicationSettingDefaults.atCallLoanNoteMinimumCents,
      portfolio_minimum_cents: ApplicationSettingDefaults.portfolioMinimumCents,
      resend_verification_code_timeout: DEFAULT_RESEND_CODE_TIMEOUT_SECONDS,
      session_expire_after: 900,
      session_expire_warning_after: 780,
      two_factor_for_sensitive_writes: true,
    });
    expect(settings.success).toBe(true);
  });

  it('limits files to 10 MB in bytes', () => {
    expect(FILE_MAX_SIZE_BYTES).toBe(10 * 1024 * 1024);
    expect(UploadLimits).toEqual({ genericMaxFiles: 10, minFiles: 1, certificatesMaxFiles: 10, trustDeedsMaxFiles: 5 });
  });

  it('keeps the browser minimums and breakpoints of the documents', () => {
    expect(MinimumBrowserVersion).toEqual({ chrome: 110, firefox: 115, safari: 16, edge: 110 });
    expect(Breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1250, xl: 1536 });
  });

  it('puts Australia first', () => {
    expect(PREFERRED_COUNTRY_ORDER).toEqual(['AU', 'NZ', 'GB', 'US']);
    expect(DEFAULT_COUNTRY).toBe('AU');
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('names the realtime channels per user', () => {
    expect(inAppNotificationsChannel(42)).toBe('inapp#42');
    expect(reportsChannel(42)).toBe('reports#42');
  });
});
