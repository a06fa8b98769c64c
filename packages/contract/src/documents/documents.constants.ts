/** Documents (spec 3 §2.6): list, search and download limits, and the operator's upload limits. */

export const DOCUMENTS_MAX_PAGE_SIZE = 100;
/** Suggestions per group in the autocomplete. */
export const DOCUMENT_SUGGESTIONS_PER_GROUP = 5;
/** One download of a selection holds at most this many documents. */
export const DOCUMENTS_ARCHIVE_MAX = 100;
/** Documents are statements and tax packs, larger than identity scans: the operator's limit. */
export const DOCUMENT_MAX_SIZE_MB = 50;
export const DOCUMENT_MAX_SIZE_BYTES = DOCUMENT_MAX_SIZE_MB * 1024 * 1024;
export const DOCUMENT_CATEGORY_MAX_LENGTH = 100;
export const DOCUMENT_DESCRIPTION_MAX_LENGTH = 200;
