/**
 * Documents in the back office (issue #23 item 2, "documents: upload to one account or many,
 * categories"): the operator's server-paged list, and the upload to many accounts, previewed
 * first and confirmed with the count the preview showed.
 */
import { z } from 'zod';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { isIsoDate } from '../dates/calendar-date.js';
import { FORMATTED_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { MAX_RECORD_ID } from '../fields/record-id.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { DOCUMENT_CATEGORY_MAX_LENGTH, DOCUMENT_DESCRIPTION_MAX_LENGTH } from './documents.constants.js';
import { operatorDocumentSchema } from './documents.schemas.js';

/**
 * The categories a published document takes, to the letter: those the portal's own documents use
 * (the seed, the tax pack switch, signed application documents). The back office's upload offers
 * them; the operator API's uploads, to one account or many, refuse any other.
 */
export const DOCUMENT_CATEGORIES = [
  'Annual Summary Pack',
  'Tax Statement',
  'Quarterly Report',
  'Distribution Statement',
  'Fee Statement',
  'Contract Note',
  'Application documents',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Account codes in one upload's `accounts` field (comma or space separated). */
export const DOCUMENT_UPLOAD_ACCOUNTS_MAX_LENGTH = 16_000;
/** How many receiving accounts a preview names (the count covers them all). */
export const DOCUMENT_PREVIEW_ACCOUNTS = 100;

export const OperatorDocumentMessages = {
  accountsRequired: 'Enter at least one account number, or choose every active account.',
  unknownAccounts: (codes: string[]) =>
    `No account has ${codes.length === 1 ? 'this number' : 'these numbers'}: ${codes.join(', ')}.`,
  categoryRequired: 'Choose a category.',
  categoryUnknown: `Choose one of the categories: ${DOCUMENT_CATEGORIES.join(', ')}.`,
  confirmCountRequired: 'Preview the upload first: uploading needs the count the preview showed.',
  audienceChanged: (shown: number, now: number) =>
    `The preview showed ${shown} ${shown === 1 ? 'account' : 'accounts'}, but the upload would now reach ${now}. Preview it again before uploading.`,
  noAccounts: 'No account would receive this document.',
} as const;

/** The category of an upload; blank is a missing choice, anything else not listed an unknown one. */
const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES, {
  error: (issue) =>
    typeof issue.input === 'string' && issue.input.trim() !== ''
      ? OperatorDocumentMessages.categoryUnknown
      : OperatorDocumentMessages.categoryRequired,
});

/** The columns the operator's documents list orders by (`ordering`, `-` for descending). */
export const OPERATOR_DOCUMENT_ORDERINGS = ['created', 'date_of', 'account_name', 'category', 'company'] as const;

/**
 * GET /api/operator/documents/: a page, newest upload first by default; `account` is the
 * account's code, `category` the exact category; `search` matches the description (the title),
 * the file name or the account's name.
 */
export const operatorDocumentsQuerySchema = queueQuerySchema(OPERATOR_DOCUMENT_ORDERINGS, '-created').extend({
  account: z.string().trim().max(100, fieldSpecMessages.maxLength(100)).optional(),
  category: z
    .string()
    .trim()
    .max(DOCUMENT_CATEGORY_MAX_LENGTH, fieldSpecMessages.maxLength(DOCUMENT_CATEGORY_MAX_LENGTH))
    .optional(),
});
export type OperatorDocumentsQuery = z.infer<typeof operatorDocumentsQuerySchema>;
export type OperatorDocumentsQueryInput = z.input<typeof operatorDocumentsQuerySchema>;

export const operatorDocumentPageSchema = pageSchema(operatorDocumentSchema).meta({ id: 'OperatorDocumentPage' });
export type OperatorDocumentPage = z.infer<typeof operatorDocumentPageSchema>;

/** Account codes typed as one text: split on commas, spaces and new lines, blanks and repeats dropped. */
export function splitAccountCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** Who receives an upload: the accounts named by number, or every active account. */
const recipientsFields = {
  accounts: z
    .string()
    .max(DOCUMENT_UPLOAD_ACCOUNTS_MAX_LENGTH, fieldSpecMessages.maxLength(DOCUMENT_UPLOAD_ACCOUNTS_MAX_LENGTH))
    .default(''),
  every_active: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
};

function needsAccounts(value: { accounts: string; every_active: boolean }, ctx: z.core.$RefinementCtx) {
  if (!value.every_active && splitAccountCodes(value.accounts).length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['accounts'],
      message: OperatorDocumentMessages.accountsRequired,
      input: value.accounts,
    });
}

/** POST /api/operator/documents/bulk/preview/ (JSON): changes nothing. */
export const operatorDocumentRecipientsSchema = z
  .object(recipientsFields)
  .superRefine(needsAccounts)
  .meta({ id: 'OperatorDocumentRecipients' });
export type OperatorDocumentRecipients = z.output<typeof operatorDocumentRecipientsSchema>;
export type OperatorDocumentRecipientsInput = z.input<typeof operatorDocumentRecipientsSchema>;

export const operatorDocumentPreviewSchema = z
  .object({
    count: z.number().int(),
    /** The first DOCUMENT_PREVIEW_ACCOUNTS of them, by name. */
    accounts: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  })
  .meta({ id: 'OperatorDocumentPreview' });
export type OperatorDocumentPreview = z.infer<typeof operatorDocumentPreviewSchema>;

const DATE_MESSAGE = 'Enter the date as YYYY-MM-DD.';

/**
 * The multipart fields of POST /api/operator/documents/ (`npm run admin -- documents add`), sent
 * before the file (the `file` part).
 */
export const operatorDocumentFieldsSchema = z.object({
  /** The account's code in the administration system (the portfolio feed's account code). */
  account: z.string().trim().min(1, fieldSpecMessages.fieldRequired).max(100, fieldSpecMessages.maxLength(100)),
  category: documentCategorySchema,
  /** Shown as Description; the category when left out. */
  description: z
    .string()
    .trim()
    .max(DOCUMENT_DESCRIPTION_MAX_LENGTH, fieldSpecMessages.maxLength(DOCUMENT_DESCRIPTION_MAX_LENGTH))
    .optional(),
  /** yyyy-mm-dd; today (Sydney) when left out. */
  date: z
    .string()
    .trim()
    .max(FORMATTED_INPUT_MAX_LENGTH, { error: DATE_MESSAGE, abort: true })
    .refine((value) => isIsoDate(value), DATE_MESSAGE)
    .optional(),
});
export type OperatorDocumentFields = z.infer<typeof operatorDocumentFieldsSchema>;

/** The multipart fields of POST /api/operator/documents/bulk/ (sent before the file). */
export const operatorDocumentBulkFieldsSchema = z
  .object({
    ...recipientsFields,
    category: documentCategorySchema,
    /** The document's title, shown as Description. */
    description: z
      .string()
      .trim()
      .min(1, fieldSpecMessages.fieldRequired)
      .max(DOCUMENT_DESCRIPTION_MAX_LENGTH, fieldSpecMessages.maxLength(DOCUMENT_DESCRIPTION_MAX_LENGTH)),
    date: z
      .string()
      .trim()
      .max(FORMATTED_INPUT_MAX_LENGTH, { error: DATE_MESSAGE, abort: true })
      .refine((value) => value === '' || isIsoDate(value), DATE_MESSAGE)
      .optional()
      .transform((value) => value || undefined),
    /** The count the preview showed; 409 preview_stale when the upload would now reach another number. */
    confirm_count: z.coerce
      .number({ error: OperatorDocumentMessages.confirmCountRequired })
      .int(OperatorDocumentMessages.confirmCountRequired)
      .min(0)
      .max(MAX_RECORD_ID),
  })
  .superRefine(needsAccounts);
export type OperatorDocumentBulkFields = z.output<typeof operatorDocumentBulkFieldsSchema>;

/** The upload dialog's form (the file travels beside it). */
export const operatorDocumentUploadFormSchema = z
  .object({
    description: operatorDocumentBulkFieldsSchema.shape.description,
    category: documentCategorySchema,
    date: operatorDocumentBulkFieldsSchema.shape.date,
    accounts: recipientsFields.accounts,
    every_active: z.boolean(),
  })
  .superRefine(needsAccounts);
export type OperatorDocumentUploadForm = z.input<typeof operatorDocumentUploadFormSchema>;

export const operatorDocumentBulkResultSchema = z
  .object({
    count: z.number().int(),
    /** The first DOCUMENT_PREVIEW_ACCOUNTS documents written. */
    documents: z.array(operatorDocumentSchema),
  })
  .meta({ id: 'OperatorDocumentBulkResult' });
export type OperatorDocumentBulkResult = z.infer<typeof operatorDocumentBulkResultSchema>;
