import { isAnnualSummaryPackCategory, toIsoDate, today } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { DocumentRow } from '../../db/schema/index.js';
import { insertDocument } from './documents.repository.js';

/** A PDF the portal made (a signed application form), already in file storage under `storageKey`. */
export interface GeneratedDocument {
  accountId: number;
  category: string;
  description: string;
  /** 'Application form - signed.pdf' */
  fileName: string;
  storageKey: string;
  sizeBytes: number;
}

/**
 * Publishes a generated PDF in the account's documents (spec 3 §2.6), as the operator's upload
 * would, dated the provider's day. The caller stores the file first and passes its transaction,
 * so the document appears together with whatever else records it.
 */
export async function publishGeneratedDocument(db: Database, doc: GeneratedDocument): Promise<DocumentRow> {
  return insertDocument(db, {
    accountId: doc.accountId,
    category: doc.category,
    company: doc.description,
    dateOf: toIsoDate(today('Australia/Sydney')),
    fileName: doc.fileName,
    contentType: 'application/pdf',
    fileSize: doc.sizeBytes,
    storageKey: doc.storageKey,
    isAnnualSummaryPack: isAnnualSummaryPackCategory(doc.category),
  });
}
