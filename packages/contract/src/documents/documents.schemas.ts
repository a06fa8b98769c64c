/**
 * Documents (spec 3 §2.6, §3 Document, §7 GET documents and documents search-autocomplete).
 * The provider publishes documents on accounts; the people on an account list, search and
 * download them. Everything else about a document (who published it, where it is stored) stays
 * on the server.
 */
import { idParamsSchema, recordIdSchema } from '../fields/record-id.js';
import { z } from 'zod';
import { AUTOSUGGEST_MIN_LENGTH, FINDER_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { formatCompactDate, type DateFormatOptions, type DateInput } from '../formatters/dates.js';
import { PageSize } from '../pagination/pagination.constants.js';
import { DOCUMENTS_ARCHIVE_MAX, DOCUMENTS_MAX_PAGE_SIZE } from './documents.constants.js';
import { DocumentMessages } from './documents.messages.js';

/** The columns the list sorts by, as `ordering` names them ('-' in front for descending). */
export const DocumentSortField = {
  account: 'account',
  category: 'category',
  company: 'company',
  date_of: 'date_of',
  file_size: 'file_size',
} as const;
export type DocumentSortField = (typeof DocumentSortField)[keyof typeof DocumentSortField];
export const DEFAULT_DOCUMENTS_ORDERING = '-date_of';

/**
 * The category whose documents "Show Annual Summary Pack" lists. The documents name the switch
 * and its query (is_annual_summary_tax_pack) but not the rule: ours is the category's name.
 */
export const ANNUAL_SUMMARY_PACK_CATEGORY = 'Annual Summary Pack';

export function isAnnualSummaryPackCategory(category: string): boolean {
  return category.trim().replace(/\s+/g, ' ').toLowerCase() === ANNUAL_SUMMARY_PACK_CATEGORY.toLowerCase();
}

/** What the screen's header row says (spec 3 §2.6 names the columns). */
export const DocumentColumnLabels: Record<DocumentSortField, string> = {
  account: 'Account name',
  category: 'Category',
  company: 'Description',
  date_of: 'Document date',
  file_size: 'File size',
};

/** Query booleans arrive as text; anything but 'true' and 'false' is a 400 on the field. */
const queryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const documentsQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(FINDER_INPUT_MAX_LENGTH, fieldSpecMessages.queryTooLong(FINDER_INPUT_MAX_LENGTH))
    .default(''),
  ordering: z
    .string()
    .regex(new RegExp(`^-?(${Object.keys(DocumentSortField).join('|')})$`), DocumentMessages.unknownSortField)
    .default(DEFAULT_DOCUMENTS_ORDERING),
  /** True lists only the Annual Summary Pack; false or absent lists every document. */
  is_annual_summary_tax_pack: queryFlag,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(DOCUMENTS_MAX_PAGE_SIZE).default(PageSize.documents),
});
export type DocumentsQuery = z.output<typeof documentsQuerySchema>;
export type DocumentsQueryInput = z.input<typeof documentsQuerySchema>;

export const documentSchema = z
  .object({
    id: z.number().int(),
    /** Where the content downloads from (with the session's Authorization header). */
    file: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    account: z.object({ id: z.number().int(), name: z.string() }),
    category: z.string(),
    company: z.string(),
    /** yyyy-mm-dd. */
    date_of: z.string(),
    file_size: z.number().int(),
    file_size_verbose: z.string(),
    is_annual_summary_tax_pack: z.boolean(),
  })
  .meta({ id: 'Document' });
export type Document = z.infer<typeof documentSchema>;

/** Only PDFs open in the side-by-side viewer (spec 3 §2.6). */
export function isPreviewable(document: Pick<Document, 'content_type'>): boolean {
  return document.content_type === 'application/pdf';
}

export const documentsPageSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(documentSchema),
  })
  .meta({ id: 'DocumentsPage' });
export type DocumentsPage = z.infer<typeof documentsPageSchema>;

/** The autocomplete's groups, in the order the screen shows them. */
export const DocumentSuggestionGroup = {
  account: 'Account name',
  company: 'Description',
  category: 'Category',
} as const;

export const documentsAutocompleteQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(FINDER_INPUT_MAX_LENGTH, fieldSpecMessages.queryTooLong(FINDER_INPUT_MAX_LENGTH))
    .default(''),
});

/** True when the box holds enough to ask for suggestions ('more than 2 characters'). */
export function wantsSuggestions(search: string): boolean {
  return search.trim().length >= AUTOSUGGEST_MIN_LENGTH;
}

/** Groups with at least one option; a search of 2 characters or fewer answers no groups. */
export const documentsAutocompleteSchema = z
  .object({
    results: z.array(
      z.object({
        group: z.enum(Object.values(DocumentSuggestionGroup) as [string, ...string[]]),
        options: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: 'DocumentsAutocomplete' });
export type DocumentsAutocomplete = z.infer<typeof documentsAutocompleteSchema>;

export const documentIdParamsSchema = idParamsSchema;

/** Body of the selection download: the ids; one that is not the user's answers 404. */
export const documentsArchiveRequestSchema = z
  .object({
    documents: z
      .array(recordIdSchema)
      .min(1, fieldSpecMessages.fieldRequired)
      .max(DOCUMENTS_ARCHIVE_MAX, DocumentMessages.tooManyForArchive),
  })
  .meta({ id: 'DocumentsArchiveRequest' });
export type DocumentsArchiveRequest = z.infer<typeof documentsArchiveRequestSchema>;

/** The zip's name: 'Documents-05072025.zip', like the investments CSV. */
export function documentsArchiveFileName(date: DateInput = new Date(), options: DateFormatOptions = {}): string {
  return `Documents-${formatCompactDate(date, options)}.zip`;
}

// ---------------------------------------------------------------------------------------------
// Operator API (`npm run admin -- documents add|list`)

export const operatorDocumentSchema = documentSchema
  .extend({ account_code: z.string(), created: z.string() })
  .meta({ id: 'OperatorDocument' });
export type OperatorDocument = z.infer<typeof operatorDocumentSchema>;
