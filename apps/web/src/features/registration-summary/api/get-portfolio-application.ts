import { portfolioApplicationDetailsSchema, type PortfolioApplicationDetails } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** GET /ipm/portfolio-applications/?account=: the account's portfolio application or null. */
export function getPortfolioApplication(accountId: number): Promise<PortfolioApplicationDetails> {
  return api.get(`/ipm/portfolio-applications/?account=${accountId}`, { schema: portfolioApplicationDetailsSchema });
}

export function portfolioApplicationQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'portfolio-application', accountId],
    queryFn: () => getPortfolioApplication(accountId),
  });
}

export function usePortfolioApplication(accountId: number) {
  return useQuery(portfolioApplicationQueryOptions(accountId));
}
