import {
  operatorDocumentPageSchema,
  type OPERATOR_DOCUMENT_ORDERINGS,
  type OperatorDocumentPage,
  type QueueOrdering,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_DOCUMENTS_ROOT } from './document-keys';

export type DocumentOrderingField = (typeof OPERATOR_DOCUMENT_ORDERINGS)[number];

export type DocumentsQuery = {
  page: number;
  page_size: number;
  ordering: QueueOrdering<DocumentOrderingField>;
  search?: string;
  category?: string;
};

/** GET /api/operator/documents/: a page of every account's documents, ordered, filtered and searched by the server. */
export function getDocuments(query: DocumentsQuery): Promise<OperatorDocumentPage> {
  return api.get('/operator/documents/', { params: query, schema: operatorDocumentPageSchema });
}

export function documentsQueryOptions(query: DocumentsQuery) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_DOCUMENTS_ROOT, 'page', query],
    queryFn: () => getDocuments(query),
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(query: DocumentsQuery) {
  return useQuery(documentsQueryOptions(query));
}
