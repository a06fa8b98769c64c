import { accountSchema, MAX_PAGE_SIZE, pageSchema, type Account, type Page } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

const accountsPageSchema = pageSchema(accountSchema);

/**
 * GET /accounts/ (spec 2 §7 "existing applicable accounts"; issue 18: paged): the person's
 * accounts. A person holds a handful, so one page of the largest size holds them all.
 */
export function getAccounts(): Promise<Page<Account>> {
  return api.get('/accounts/', { params: { page_size: MAX_PAGE_SIZE }, schema: accountsPageSchema });
}

export function accountsQueryOptions() {
  return queryOptions({ queryKey: [...ACCOUNTS_QUERY_ROOT, 'list'], queryFn: getAccounts });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
