import { operatorAccountPortfolioSchema, type OperatorAccountPortfolio } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

/** GET /api/operator/accounts/{id}/portfolio/: each investment option's latest value, as the dashboard opens. */
export function getAccountPortfolio(id: number): Promise<OperatorAccountPortfolio> {
  return api.get(`/operator/accounts/${id}/portfolio/`, { schema: operatorAccountPortfolioSchema });
}

export function accountPortfolioQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ACCOUNTS_ROOT, 'one', id, 'portfolio'],
    queryFn: () => getAccountPortfolio(id),
  });
}

export function useAccountPortfolio(id: number) {
  return useQuery(accountPortfolioQueryOptions(id));
}
