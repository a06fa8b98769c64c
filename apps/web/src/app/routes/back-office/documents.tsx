import { DocumentsQueue } from '../../../features/back-office-documents/components/documents-queue';

/** /back-office/documents/: every account's documents, paged by the server, and uploading to one account or many. */
export function DocumentsRoute() {
  return <DocumentsQueue />;
}
