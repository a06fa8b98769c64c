import { portfolioApplicationDetailsSchema, type PortfolioApplicationDetails } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PORTFOLIO_APPLICATION_ROOT, PORTFOLIO_APPLICATIONS_PATH } from './portfolio-application-keys';

/** GET /ipm/portfolio-applications/?account={id} (spec 2 §7 "GET details"): the account's application or null. */
export function getPortfolioApplication(accountId: number): Promise<PortfolioApplicationDetails> {
  return api.get(`${PORTFOLIO_APPLICATIONS_PATH}?account=${accountId}`, { schema: portfolioApplicationDetailsSchema });
}

export function portfolioApplicationQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...PORTFOLIO_APPLICATION_ROOT, accountId],
    queryFn: () => getPortfolioApplication(accountId),
    meta: { errorHandling: 'form' },
  });
}

export function usePortfolioApplication(accountId: number) {
  return useQuery(portfolioApplicationQueryOptions(accountId));
}
