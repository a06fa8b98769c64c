import { managedClientPageSchema, type ManagedClient, type Page } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the client list asks for: the page, its size and the search text (empty: everyone). */
export type ManagedClientsParams = { page: number; pageSize: number; search: string };

/** GET /profiles/managed-users/ (issue #24): the clients the signed-in staff member or advisor may act for. */
export function getManagedClients(params: ManagedClientsParams): Promise<Page<ManagedClient>> {
  return api.get('/profiles/managed-users/', {
    params: { page: params.page, page_size: params.pageSize, search: params.search || undefined },
    schema: managedClientPageSchema,
  });
}

export function managedClientsQueryOptions(params: ManagedClientsParams) {
  return queryOptions({
    queryKey: ['managed-clients', params],
    queryFn: () => getManagedClients(params),
  });
}

/** Keeps the clients shown while the next page or search loads. */
export function useManagedClients(params: ManagedClientsParams) {
  return useQuery({ ...managedClientsQueryOptions(params), placeholderData: keepPreviousData });
}
