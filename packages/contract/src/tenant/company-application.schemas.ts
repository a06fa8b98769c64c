import { z } from 'zod';
import { DEFAULT_RESEND_CODE_TIMEOUT_SECONDS } from '../auth/auth.constants.js';
import { ApplicationSettingDefaults } from '../products/products.constants.js';
import { ProductKey } from '../products/products.enums.js';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #RRGGBB');

/** The tenant's palette. Text colours are optional: the theme derives readable ones when absent or failing contrast. */
export const colorSchemaSchema = z
  .object({
    primary: hexColour,
    primary_text: hexColour.optional(),
    secondary: hexColour,
    secondary_text: hexColour.optional(),
    background: hexColour,
    surface: hexColour,
    text: hexColour,
  })
  .meta({ id: 'ColorSchema' });
export type ColorSchema = z.infer<typeof colorSchemaSchema>;

/** Figures the documents disagree on are settings of the application (spec README). Money in cents. */
export const applicationSettingsSchema = z
  .object({
    loan_note_minimum_cents: z.number().int().nonnegative(),
    at_call_loan_note_minimum_cents: z.number().int().nonnegative(),
    portfolio_minimum_cents: z.number().int().nonnegative(),
    resend_verification_code_timeout: z.number().int().positive(),
    session_expire_after: z.number().int().positive(),
    session_expire_warning_after: z.number().int().positive(),
    /** System level of the two-factor guard: sensitive writes (bank, e-mail, phone, password, security settings) need a fresh code. */
    two_factor_for_sensitive_writes: z.boolean(),
    /** Bank accounts carry a password (spec 2 §5; OPTIONS bank-accounts' is_password_required). Absent: no. */
    bank_account_password_required: z.boolean().optional(),
    /**
     * Business days before a loan note's maturity when its reinvestment instruction stops being
     * changeable (issue #22 item 4). Absent: 5.
     */
    reinvestment_cutoff_business_days: z.number().int().min(0).max(60).optional(),
    /**
     * What redeeming a fixed-term note before maturity costs, shown before the investor asks
     * (issue #22 item 5). Absent: the portal's default text.
     */
    early_redemption_penalty_text: z.string().min(1).max(2000).optional(),
  })
  .meta({ id: 'ApplicationSettings' });
export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;

export const applicationConfigurationSchema = z
  .object({
    name: z.string(),
    logo: z.string(),
    favicon: z.string(),
    color_schema: colorSchemaSchema,
    support_email: z.email(),
    /** Permission modules enabled for this product; menu items may require one of them. */
    modules: z.array(z.string()),
    settings: applicationSettingsSchema,
  })
  .meta({ id: 'ApplicationConfiguration' });
export type ApplicationConfiguration = z.infer<typeof applicationConfigurationSchema>;

export const companyApplicationSummarySchema = z
  .object({ id: z.number().int(), product_key: z.enum(ProductKey) })
  .meta({ id: 'CompanyApplicationSummary' });
export type CompanyApplicationSummary = z.infer<typeof companyApplicationSummarySchema>;

export const currentApplicationSchema = z
  .object({
    id: z.number().int(),
    product_key: z.enum(ProductKey),
    configuration: applicationConfigurationSchema,
  })
  .meta({ id: 'CurrentApplication' });
export type CurrentApplication = z.infer<typeof currentApplicationSchema>;

/** Header that picks the tenant explicitly; without it the host name decides, then the default. */
export const APPLICATION_ID_HEADER = 'Application-Id';

/**
 * Settings of an application that sets none: the documents' first readings (spec README) and the
 * session timings the portal ships with.
 */
export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = {
  loan_note_minimum_cents: ApplicationSettingDefaults.loanNoteMinimumCents,
  at_call_loan_note_minimum_cents: ApplicationSettingDefaults.atCallLoanNoteMinimumCents,
  portfolio_minimum_cents: ApplicationSettingDefaults.portfolioMinimumCents,
  resend_verification_code_timeout: DEFAULT_RESEND_CODE_TIMEOUT_SECONDS,
  session_expire_after: 15 * 60,
  session_expire_warning_after: 13 * 60,
  two_factor_for_sensitive_writes: true,
  bank_account_password_required: false,
  reinvestment_cutoff_business_days: ApplicationSettingDefaults.reinvestmentCutoffBusinessDays,
  early_redemption_penalty_text: ApplicationSettingDefaults.earlyRedemptionPenaltyText,
};
