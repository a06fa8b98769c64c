import { operatorDocumentPageSchema, type OperatorDocumentPage } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

export type AccountDocumentsPage = { page: number; page_size: number };

/** GET /api/operator/accounts/{id}/documents/?page=&page_size=: a page of the account's documents, newest first. */
export function getAccountDocuments(id: number, query: AccountDocumentsPage): Promise<OperatorDocumentPage> {
  return api.get(`/operator/accounts/${id}/documents/`, { params: query, schema: operatorDocumentPageSchema });
}

export function accountDocumentsQueryOptions(id: number, query: AccountDocumentsPage) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ACCOUNTS_ROOT, 'one', id, 'documents', query],
    queryFn: () => getAccountDocuments(id, query),
    placeholderData: keepPreviousData,
  });
}

export function useAccountDocuments(id: number, query: AccountDocumentsPage) {
  return useQuery(accountDocumentsQueryOptions(id, query));
}
