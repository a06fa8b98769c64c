/**
 * Documents (spec 3 §2.6). `documentSpecMessages` is this domain's part of `Messages`, the
 * documents' wording; `DocumentMessages` is ours: the documents quote none of it.
 */
import { DOCUMENTS_ARCHIVE_MAX } from './documents.constants.js';

export const documentSpecMessages = {
  documentsSearchPlaceholder: 'Search by Account name, Description or Category…',
  showAnnualSummaryPack: 'Show Annual Summary Pack',
  documentsSelected: (count: number) => `${count} document(s) selected`,
  noDocuments: 'NO DOCUMENTS AVAILABLE',
  noDocumentsMatch: 'THERE ARE NO RESULTS MATCHING THE SEARCH CRITERIA',
} as const;

export const DocumentMessages = {
  unknownSortField: 'Unknown sort field.',
  tooManyForArchive: `Select at most ${DOCUMENTS_ARCHIVE_MAX} documents.`,
  unknownAccount: 'No account has this code.',
  download: 'Download',
  preview: 'Preview',
  downloadSelected: 'Download selected',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  previewFailed: 'The preview could not be shown. Download the document instead.',
  closePreview: 'Close preview',
} as const;
