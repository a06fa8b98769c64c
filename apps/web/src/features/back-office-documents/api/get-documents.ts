import {
  operatorDocumentPageSchema,
  type OPERATOR_DOCUMENT_ORDERINGS,
  type OperatorDocumentPage,
  type OperatorDocumentsQuery,
} from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { BACK_OFFICE_DOCUMENTS_ROOT } from './document-keys';

export type DocumentOrderingField = (typeof OPERATOR_DOCUMENT_ORDERINGS)[number];

/** GET /api/operator/documents/: a page of every account's documents, ordered, filtered and searched by the server. */
const documents = serverQueueQuery<Partial<OperatorDocumentsQuery>, OperatorDocumentPage>(
  '/operator/documents/',
  [...BACK_OFFICE_DOCUMENTS_ROOT, 'page'],
  operatorDocumentPageSchema,
);

export const getDocuments = documents.fetchPage;
export const documentsQueryOptions = documents.queryOptions;
export const useDocuments = documents.usePage;
