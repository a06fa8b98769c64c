import type { DashboardFilter } from '@portal/contract';
import type { QueryParams } from '../../../lib/api-client';

/** Every card asks with the same three params; the api client comma-joins the id lists. */
export function dashboardParams(filter: DashboardFilter): QueryParams {
  return { period: filter.period, account: filter.account, investment_option: filter.investment_option };
}

/**
 * Chart data is cached without expiry and not refetched on mount (spec 3 §9): a new filter is a
 * new key, so a change still asks the server.
 */
export const chartCacheOptions = { staleTime: Infinity, gcTime: Infinity, refetchOnMount: false } as const;
