import type { DashboardFilter, DashboardFilterSetup, InvestmentRow, Investments } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import {
  savedFilterSetup,
  TEST_ASSET_CLASSES,
  testAssetAllocation,
  testCapitalMovement,
  testCapitalPerformance,
  testFilterSetup,
  testGroupedInvestmentRows,
  testIncome,
  testInvestmentRows,
  testReturnSummary,
  testTotalAssetValue,
} from './dashboard-fixtures';
import { server } from './mocks/server';

export type DashboardCalls = {
  patches: DashboardFilter[];
  /** The query string of every card request, by endpoint name. */
  requests: Array<{ endpoint: string; params: URLSearchParams; accept: string | null }>;
};

/**
 * The dashboard endpoints over one stored filter: PATCH saves it, each card answers its fixture
 * (previous financial year: no history, no investments; one investment row per code when asked to
 * group). Returns the calls so tests can check them.
 */
export function serveDashboard(
  options: {
    setup?: DashboardFilterSetup;
    /** Each holding, and the server's rows when asked to group them by investment. */
    investments?: { each: InvestmentRow[]; grouped: InvestmentRow[] };
    withLoan?: boolean;
    csv?: string;
  } = {},
) {
  const store = { setup: options.setup ?? testFilterSetup() };
  const calls: DashboardCalls = { patches: [], requests: [] };
  const investments = options.investments ?? { each: testInvestmentRows(), grouped: testGroupedInvestmentRows() };
  const record = (endpoint: string, request: Request) => {
    const params = new URL(request.url).searchParams;
    calls.requests.push({ endpoint, params, accept: request.headers.get('Accept') });
    return params;
  };
  const previousYear = (params: URLSearchParams) => params.get('period') === 'previous_financial_year';
  server.use(
    http.get('*/api/ipm/dashboard/filter-setup/', () => HttpResponse.json(store.setup)),
    http.patch('*/api/ipm/dashboard/filter-setup/', async ({ request }) => {
      const filter = (await request.json()) as DashboardFilter;
      calls.patches.push(filter);
      store.setup = savedFilterSetup(store.setup, filter);
      return HttpResponse.json(store.setup);
    }),
    http.get(
      '*/api/ipm/dashboard/return-summary/',
      ({ request }) => (record('return-summary', request), HttpResponse.json(testReturnSummary())),
    ),
    http.get(
      '*/api/ipm/dashboard/capital-performance/',
      ({ request }) => (record('capital-performance', request), HttpResponse.json(testCapitalPerformance())),
    ),
    http.get(
      '*/api/ipm/dashboard/income/',
      ({ request }) => (record('income', request), HttpResponse.json(testIncome())),
    ),
    http.get(
      '*/api/ipm/dashboard/capital-movement/',
      ({ request }) => (record('capital-movement', request), HttpResponse.json(testCapitalMovement())),
    ),
    http.get(
      '*/api/ipm/dashboard/total-asset-value/',
      ({ request }) => (record('total-asset-value', request), HttpResponse.json(testTotalAssetValue(options.withLoan))),
    ),
    http.get('*/api/ipm/dashboard/asset-allocations/', ({ request }) => {
      const params = record('asset-allocations', request);
      return HttpResponse.json(testAssetAllocation(!previousYear(params)));
    }),
    http.get('*/api/ipm/dashboard/investments/', ({ request }) => {
      const params = record('investments', request);
      if (request.headers.get('Accept')?.startsWith('text/csv')) {
        return new HttpResponse(options.csv ?? 'Code,Name\nBHP,BHP Group Limited\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }
      const search = (params.get('search') ?? '').toLowerCase();
      const assetClass = TEST_ASSET_CLASSES.find((c) => String(c.id) === params.get('asset_class'))?.name;
      const rows = params.get('group_by_investment') === 'true' ? investments.grouped : investments.each;
      const found = rows.filter(
        (r) =>
          (!search || r.code.toLowerCase().includes(search) || r.name.toLowerCase().includes(search)) &&
          (!assetClass || r.asset_class === assetClass),
      );
      const size = Number(params.get('page_size') ?? 10);
      const body: Investments = previousYear(params)
        ? { available: false, date: null, count: 0, results: [] }
        : { available: true, date: '2026-11-20', count: found.length, results: found.slice(0, size) };
      return HttpResponse.json(body);
    }),
  );
  return { calls, store };
}
