/** Root of the back office's document queries: an upload reloads the list. */
export const BACK_OFFICE_DOCUMENTS_ROOT = ['back-office-documents'] as const;
