/**
 * The back office's company applications and reference data (issue #23 item 2 "reference data and
 * company applications: branding, modules, minimums, session times, products and note types,
 * allocation options"): the applications (white-label tenants) with their configuration, the
 * operator's change to the editable parts of one (with a reason, kept in the audit trail), and
 * the preview of a reference file's import.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { ProductKey } from '../products/products.enums.js';
import {
  applicationConfigurationSchema,
  applicationSettingsSchema,
  colorSchemaSchema,
} from '../tenant/company-application.schemas.js';
import { monitoringScriptUrlInputSchema } from '../tenant/constance-config.schemas.js';
import type { ValueOf } from '../value-of.js';
import { STAFF_REASON_MAX_LENGTH, StaffReasonMessages, staffReasonField } from './staff-reason.js';

/** What the operator's reason for a change may hold. */
export const APPLICATION_CHANGE_REASON_MAX = STAFF_REASON_MAX_LENGTH;

/** The permission modules an application may turn on; the menu shows an entry when its module is on. */
export const ApplicationModule = {
  dashboard: 'dashboard',
  documents: 'documents',
  reports: 'reports',
  rebalance: 'rebalance',
  advisor: 'advisor',
  accounts: 'accounts',
  products: 'products',
  notifications: 'notifications',
} as const;
export type ApplicationModule = ValueOf<typeof ApplicationModule>;

export const ApplicationModuleLabel: Record<ApplicationModule, string> = {
  dashboard: 'Dashboard',
  documents: 'Documents',
  reports: 'Reports',
  rebalance: 'Rebalance notices',
  advisor: 'Advisor',
  accounts: 'Accounts',
  products: 'Products',
  notifications: 'Notifications',
};

export const OperatorApplicationMessages = {
  reasonRequired: StaffReasonMessages.reasonRequired,
  applicationNotFound: 'No company application has this id.',
  unknownModule: `Unknown module: choose among ${Object.values(ApplicationModule).join(', ')}.`,
  minimumNotNegative: 'A minimum cannot be negative.',
  wholeNumber: 'Enter a whole number.',
  secondsPositive: 'Enter a number of seconds above zero.',
  warningBeforeExpiry: 'The warning must come before the session expires.',
  nameRequired: 'Enter the name the portal shows.',
  pathRequired: 'Enter the address of the image.',
} as const;

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, fieldSpecMessages.maxLength(max));
const minimum = z
  .number({ error: OperatorApplicationMessages.wholeNumber })
  .int(OperatorApplicationMessages.wholeNumber)
  .min(0, OperatorApplicationMessages.minimumNotNegative)
  .max(1_000_000_000_000, OperatorApplicationMessages.wholeNumber);
const seconds = z
  .number({ error: OperatorApplicationMessages.wholeNumber })
  .int(OperatorApplicationMessages.wholeNumber)
  .positive(OperatorApplicationMessages.secondsPositive)
  .max(7 * 24 * 3600, OperatorApplicationMessages.secondsPositive);

/**
 * The editable parts of an application's configuration: the configuration's own schema with its
 * open fields bounded (a name, image addresses, a known module, a minimum that is not negative).
 * The form and PATCH /api/operator/applications/{id}/ check with it. The monitoring script is
 * kept beside the configuration (the current application does not carry it): absent keeps it,
 * empty or null removes it.
 */
export const applicationEditableSchema = z
  .object({
    name: text(200, OperatorApplicationMessages.nameRequired),
    logo: text(500, OperatorApplicationMessages.pathRequired),
    favicon: text(500, OperatorApplicationMessages.pathRequired),
    color_schema: colorSchemaSchema,
    support_email: applicationConfigurationSchema.shape.support_email.max(254, fieldSpecMessages.maxLength(254)),
    modules: z
      .array(z.enum(ApplicationModule, { error: OperatorApplicationMessages.unknownModule }))
      .max(Object.keys(ApplicationModule).length),
    settings: applicationSettingsSchema
      .pick({ two_factor_for_sensitive_writes: true, bank_account_password_required: true })
      .extend({
        loan_note_minimum_cents: minimum,
        at_call_loan_note_minimum_cents: minimum,
        portfolio_minimum_cents: minimum,
        resend_verification_code_timeout: seconds,
        session_expire_after: seconds,
        session_expire_warning_after: seconds,
      }),
    monitoring_script_url: monitoringScriptUrlInputSchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.settings.session_expire_warning_after >= value.settings.session_expire_after)
      ctx.addIssue({
        code: 'custom',
        path: ['settings', 'session_expire_warning_after'],
        message: OperatorApplicationMessages.warningBeforeExpiry,
      });
  })
  .meta({ id: 'ApplicationEditable' });
export type ApplicationEditable = z.infer<typeof applicationEditableSchema>;

export const applicationChangeReasonSchema = staffReasonField;

/** The save's reason dialog. */
export const applicationChangeReasonFormSchema = z.object({ reason: applicationChangeReasonSchema });

/** PATCH /api/operator/applications/{id}/: the whole editable configuration and the reason. */
export const operatorApplicationUpdateSchema = applicationEditableSchema
  .safeExtend({ reason: applicationChangeReasonSchema })
  .meta({ id: 'OperatorApplicationUpdate' });
export type OperatorApplicationUpdate = z.infer<typeof operatorApplicationUpdateSchema>;

/** A row of GET /api/operator/applications/. */
export const operatorApplicationSummarySchema = z
  .object({
    id: z.number().int(),
    product_key: z.enum(ProductKey),
    name: z.string(),
    hosts: z.array(z.string()),
    is_default: z.boolean(),
  })
  .meta({ id: 'OperatorApplicationSummary' });
export type OperatorApplicationSummary = z.infer<typeof operatorApplicationSummarySchema>;

export const operatorApplicationListSchema = pageSchema(operatorApplicationSummarySchema);
export type OperatorApplicationList = z.infer<typeof operatorApplicationListSchema>;

/**
 * GET /api/operator/applications/{id}/: the application, its configuration as stored and its
 * monitoring script (GET /api/utils/constance-config/ serves it; the pages' CSP allows its origin).
 */
export const operatorApplicationSchema = operatorApplicationSummarySchema
  .extend({
    configuration: applicationConfigurationSchema,
    monitoring_script_url: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'OperatorApplication' });
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

/** What importing a reference file would do to one section, by key; nothing is written. */
export const referenceSectionPreviewSchema = z.object({
  added: z.array(z.string()),
  updated: z.array(z.string()),
  unchanged: z.number().int(),
  /** Deleted, or deactivated where something still refers to them. */
  removed: z.array(z.string()),
});
export type ReferenceSectionPreview = z.infer<typeof referenceSectionPreviewSchema>;

/** POST /api/operator/reference/preview/. */
export const referenceImportPreviewSchema = z
  .object({ sections: z.record(z.string(), referenceSectionPreviewSchema) })
  .meta({ id: 'ReferenceImportPreview' });
export type ReferenceImportPreview = z.infer<typeof referenceImportPreviewSchema>;
