import type { Readable } from 'node:stream';
import {
  AccountsAdminMessages,
  DEFAULT_DOCUMENTS_ORDERING,
  DOCUMENT_MAX_SIZE_MB,
  DOCUMENT_SUGGESTIONS_PER_GROUP,
  DocumentMessages,
  DocumentSuggestionGroup,
  Messages,
  formatFileSize,
  isAnnualSummaryPackCategory,
  toIsoDate,
  today,
  wantsSuggestions,
  type Document,
  type DocumentSortField,
  type DocumentsAutocomplete,
  type DocumentsQuery,
  type OperatorDocument,
  type OperatorDocumentBulkFields,
  type OperatorDocumentBulkResult,
  type OperatorDocumentFields,
  type OperatorDocumentPreview,
  type OperatorDocumentRecipients,
  type OperatorDocumentsQuery,
  type PageQuery,
  DOCUMENT_PREVIEW_ACCOUNTS,
  ErrorCode,
  OperatorDocumentMessages,
  splitAccountCodes,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { EXTENSION_OF } from '../../platform/files/content-type.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { FieldValidationError, HttpError, notFound } from '../../plugins/app/http-errors.js';
import { newSecret } from '../../platform/secrets.js';
import { safeFileName } from '../files/index.js';
import { zipArchive } from './document-archive.js';
import {
  accountExists,
  accountsWithCodes,
  activeAccounts,
  countDocuments,
  countOperatorDocuments,
  findAccountByCode,
  findVisibleDocuments,
  insertDocument,
  insertDocuments,
  listDocuments,
  listOperatorDocuments,
  type OperatorDocumentFilter,
  type RecipientAccount,
  suggestAccountNames,
  suggestValues,
  type DocumentWithAccount,
} from './documents.repository.js';
import { receiveFile } from './incoming-file.js';

/** The provider's day: a document added without a date is dated today in Sydney. */
const PROVIDER_TIME_ZONE = 'Australia/Sydney';

export const DOCUMENT_TOO_LARGE = Messages.maxFileSize(DOCUMENT_MAX_SIZE_MB);

export function documentFileUrl(id: number): string {
  return `/api/ipm/documents/${id}/download/`;
}

/**
 * Documents on accounts (spec 3 §2.6). Access is one rule, applied in every query: a user sees
 * the documents of the accounts they are on, and any other document does not exist for them.
 */
export class DocumentsService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  async list(userId: number, query: DocumentsQuery): Promise<{ count: number; results: Document[] }> {
    const filter = { userId, search: query.search, annualSummaryPackOnly: query.is_annual_summary_tax_pack };
    const order = {
      field: query.ordering.replace(/^-/, '') as DocumentSortField,
      descending: query.ordering.startsWith('-'),
    };
    const offset = (query.page - 1) * query.page_size;
    const [count, rows] = await Promise.all([
      countDocuments(this.db, filter),
      listDocuments(this.db, filter, order, query.page_size, offset),
    ]);
    return { count, results: rows.map(toWire) };
  }

  /** Grouped suggestions for the search box; nothing for 2 characters or fewer. */
  async autocomplete(userId: number, search: string): Promise<DocumentsAutocomplete> {
    if (!wantsSuggestions(search)) return { results: [] };
    const term = search.trim();
    const limit = DOCUMENT_SUGGESTIONS_PER_GROUP;
    const [accountNames, companies, categories] = await Promise.all([
      suggestAccountNames(this.db, userId, term, limit),
      suggestValues(this.db, userId, 'company', term, limit),
      suggestValues(this.db, userId, 'category', term, limit),
    ]);
    return {
      results: [
        { group: DocumentSuggestionGroup.account, options: accountNames },
        { group: DocumentSuggestionGroup.company, options: companies },
        { group: DocumentSuggestionGroup.category, options: categories },
      ].filter((g) => g.options.length > 0),
    };
  }

  async open(userId: number, id: number): Promise<{ document: Document; stream: Readable }> {
    const [row] = await findVisibleDocuments(this.db, userId, [id]);
    if (!row) throw notFound();
    return { document: toWire(row), stream: await this.storage.read(row.storageKey) };
  }

  /** Every id must be the user's: one that is not answers 404, as a single download would. */
  async archive(userId: number, ids: number[]): Promise<Readable> {
    const wanted = [...new Set(ids)];
    const rows = await findVisibleDocuments(this.db, userId, wanted);
    if (rows.length !== wanted.length) throw notFound();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return zipArchive(
      wanted.map((id) => {
        const row = byId.get(id)!;
        return {
          name: row.fileName,
          size: row.fileSize,
          modified: new Date(`${row.dateOf}T00:00:00Z`),
          open: () => this.storage.read(row.storageKey),
        };
      }),
    );
  }

  /**
   * Publishes a document on an account (operator API). The file streams to storage; its type is
   * judged from its first bytes, and the row is written only once the file is stored, so no
   * transaction waits on the upload.
   */
  async add(
    fields: OperatorDocumentFields,
    source: AsyncIterable<Buffer> & { truncated?: boolean },
    claimedName: string | undefined,
  ): Promise<OperatorDocument> {
    const file = await receiveFile(source);
    const account = await findAccountByCode(this.db, fields.account);
    if (!account || !file.type) {
      await file.discard();
      throw new FieldValidationError({
        ...(account ? {} : { account: [DocumentMessages.unknownAccount] }),
        ...(file.type ? {} : { file: [Messages.fileTypeNotSupported] }),
      });
    }
    const storageKey = newSecret();
    await this.storage.put(storageKey, file.content, file.type);
    // The multipart parser stops at the limit and marks the part truncated rather than failing.
    if (source.truncated) {
      await this.storage.remove(storageKey);
      throw FieldValidationError.field('file', DOCUMENT_TOO_LARGE);
    }
    try {
      const row = await insertDocument(this.db, {
        accountId: account.id,
        category: fields.category,
        company: fields.description || fields.category,
        dateOf: fields.date ?? toIsoDate(today(PROVIDER_TIME_ZONE)),
        fileName: safeFileName(claimedName, EXTENSION_OF[file.type]),
        contentType: file.type,
        fileSize: file.bytesRead(),
        storageKey,
        isAnnualSummaryPack: isAnnualSummaryPackCategory(fields.category),
      });
      return toOperatorWire({ ...row, accountName: account.name, accountCode: account.code ?? '' });
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
  }

  /** GET /api/operator/documents/: a page of every account's documents. */
  async operatorPage(query: OperatorDocumentsQuery): Promise<{ count: number; results: OperatorDocument[] }> {
    let accountId: number | undefined;
    if (query.account) {
      const account = await findAccountByCode(this.db, query.account);
      if (!account) throw FieldValidationError.field('account', DocumentMessages.unknownAccount);
      accountId = account.id;
    }
    return this.operatorDocuments({ accountId, category: query.category || undefined, search: query.search }, query);
  }

  /**
   * GET /api/operator/accounts/{id}/documents/: what the account's members see on their documents
   * screen, newest document date first, for the back office's account page; 404 for an account
   * nobody has.
   */
  async accountPage(accountId: number, query: PageQuery): Promise<{ count: number; results: OperatorDocument[] }> {
    if (!(await accountExists(this.db, accountId))) throw notFound(AccountsAdminMessages.notFound);
    return this.operatorDocuments({ accountId }, { ...query, ordering: DEFAULT_DOCUMENTS_ORDERING });
  }

  private async operatorDocuments(
    filter: OperatorDocumentFilter,
    query: PageQuery & { ordering: OperatorDocumentsQuery['ordering'] },
  ): Promise<{ count: number; results: OperatorDocument[] }> {
    const [count, rows] = await Promise.all([
      countOperatorDocuments(this.db, filter),
      listOperatorDocuments(this.db, filter, {
        ordering: query.ordering,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      }),
    ]);
    return { count, results: rows.map(toOperatorWire) };
  }

  /** POST /api/operator/documents/bulk/preview/: the accounts an upload would reach; changes nothing. */
  async preview(input: OperatorDocumentRecipients): Promise<OperatorDocumentPreview> {
    const recipients = await this.recipients(input);
    return { count: recipients.length, accounts: recipients.slice(0, DOCUMENT_PREVIEW_ACCOUNTS) };
  }

  /**
   * POST /api/operator/documents/bulk/: one file on every receiving account. The count must be the
   * one the preview showed (409 preview_stale otherwise), checked before the file is read; the
   * file is stored once and every account's document row points at it, all rows in one statement.
   */
  async addToMany(
    fields: OperatorDocumentBulkFields,
    source: AsyncIterable<Buffer> & { truncated?: boolean },
    claimedName: string | undefined,
  ): Promise<OperatorDocumentBulkResult> {
    let recipients: RecipientAccount[];
    try {
      recipients = await this.recipients(fields);
      if (recipients.length === 0) throw FieldValidationError.field('accounts', OperatorDocumentMessages.noAccounts);
      if (recipients.length !== fields.confirm_count)
        throw new HttpError(
          ErrorCode.previewStale,
          OperatorDocumentMessages.audienceChanged(fields.confirm_count, recipients.length),
        );
    } catch (error) {
      for await (const chunk of source) void chunk;
      throw error;
    }
    const file = await receiveFile(source);
    if (!file.type) {
      await file.discard();
      throw FieldValidationError.field('file', Messages.fileTypeNotSupported);
    }
    const storageKey = newSecret();
    await this.storage.put(storageKey, file.content, file.type);
    if (source.truncated) {
      await this.storage.remove(storageKey);
      throw FieldValidationError.field('file', DOCUMENT_TOO_LARGE);
    }
    const common = {
      category: fields.category,
      company: fields.description,
      dateOf: fields.date ?? toIsoDate(today(PROVIDER_TIME_ZONE)),
      fileName: safeFileName(claimedName, EXTENSION_OF[file.type]),
      contentType: file.type,
      fileSize: file.bytesRead(),
      storageKey,
      isAnnualSummaryPack: isAnnualSummaryPackCategory(fields.category),
    };
    try {
      const rows = await insertDocuments(
        this.db,
        recipients.map((account) => ({ ...common, accountId: account.id })),
      );
      const byId = new Map(recipients.map((a) => [a.id, a]));
      return {
        count: rows.length,
        documents: rows.slice(0, DOCUMENT_PREVIEW_ACCOUNTS).map((row) =>
          toOperatorWire({
            ...row,
            accountName: byId.get(row.accountId)?.name ?? '',
            accountCode: byId.get(row.accountId)?.code ?? '',
          }),
        ),
      };
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
  }

  /** The accounts named by number (an unknown number is a 400 naming it), or every active account. */
  private async recipients(input: { accounts: string; every_active: boolean }): Promise<RecipientAccount[]> {
    if (input.every_active) return activeAccounts(this.db);
    const codes = splitAccountCodes(input.accounts);
    const found = await accountsWithCodes(this.db, codes);
    const unknown = codes.filter((code) => !found.some((a) => a.code === code));
    if (unknown.length) throw FieldValidationError.field('accounts', OperatorDocumentMessages.unknownAccounts(unknown));
    return found;
  }
}

function toWire(row: DocumentWithAccount): Document {
  return {
    id: row.id,
    file: documentFileUrl(row.id),
    file_name: row.fileName,
    content_type: row.contentType,
    account: { id: row.accountId, name: row.accountName },
    category: row.category,
    company: row.company,
    date_of: row.dateOf,
    file_size: row.fileSize,
    file_size_verbose: formatFileSize(row.fileSize),
    is_annual_summary_tax_pack: row.isAnnualSummaryPack,
  };
}

function toOperatorWire(row: DocumentWithAccount): OperatorDocument {
  return { ...toWire(row), account_code: row.accountCode, created: row.createdAt.toISOString() };
}
