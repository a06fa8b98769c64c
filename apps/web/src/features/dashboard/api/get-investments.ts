import { investmentsSchema, PageSize, type DashboardFilter, type Investments } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chartCacheOptions, dashboardParams } from './dashboard-params';

/** What the investments card adds to the dashboard filter. */
export type InvestmentsTableQuery = {
  search: string;
  /** A field name, '-' in front for descending. */
  ordering: string;
  groupByInvestment: boolean;
  /** An asset class's id (the allocation card's item id); null for every class. */
  assetClassId: number | null;
};

export function investmentsParams(
  filter: DashboardFilter,
  table: InvestmentsTableQuery,
  page: number,
  pageSize: number,
) {
  return {
    ...dashboardParams(filter),
    search: table.search,
    ordering: table.ordering,
    group_by_investment: String(table.groupByInvestment),
    asset_class: table.assetClassId ?? undefined,
    page,
    page_size: pageSize,
  };
}

/**
 * GET /ipm/dashboard/investments/: the card asks for every row in one page; grouped by investment
 * that is one row per code, added up by the server.
 */
export function getInvestments(filter: DashboardFilter, table: InvestmentsTableQuery): Promise<Investments> {
  return api.get('/ipm/dashboard/investments/', {
    params: investmentsParams(filter, table, 1, PageSize.dashboardInvestments),
    schema: investmentsSchema,
  });
}

export function investmentsQueryOptions(filter: DashboardFilter, table: InvestmentsTableQuery) {
  return queryOptions({
    queryKey: ['dashboard', 'investments', filter, table],
    queryFn: () => getInvestments(filter, table),
    ...chartCacheOptions,
  });
}

/**
 * Keeps the last rows on screen while a new search, sort or grouping (maximizing the card) loads,
 * so the table does not jump.
 */
export function useInvestments(filter: DashboardFilter, table: InvestmentsTableQuery) {
  return useQuery({ ...investmentsQueryOptions(filter, table), placeholderData: keepPreviousData });
}
