import type { DashboardFilter, Investments } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import {
  savedFilterSetup,
  testAssetAllocation,
  testCapitalMovement,
  testCapitalPerformance,
  testFilterSetup,
  testGroupedInvestmentRows,
  testIncome,
  testInvestmentRows,
  testReturnSummary,
  testTotalAssetValue,
} from '../dashboard-fixtures';

/** Default answers, so any test that lands on the dashboard renders it without asking. */
export const dashboardHandlers = [
  http.get('*/api/ipm/dashboard/filter-setup/', () => HttpResponse.json(testFilterSetup())),
  http.patch('*/api/ipm/dashboard/filter-setup/', async ({ request }) =>
    HttpResponse.json(savedFilterSetup(testFilterSetup(), (await request.json()) as DashboardFilter)),
  ),
  http.get('*/api/ipm/dashboard/return-summary/', () => HttpResponse.json(testReturnSummary())),
  http.get('*/api/ipm/dashboard/capital-performance/', () => HttpResponse.json(testCapitalPerformance())),
  http.get('*/api/ipm/dashboard/income/', () => HttpResponse.json(testIncome())),
  http.get('*/api/ipm/dashboard/capital-movement/', () => HttpResponse.json(testCapitalMovement())),
  http.get('*/api/ipm/dashboard/total-asset-value/', () => HttpResponse.json(testTotalAssetValue())),
  http.get('*/api/ipm/dashboard/asset-allocations/', () => HttpResponse.json(testAssetAllocation())),
  http.get('*/api/ipm/dashboard/investments/', ({ request }) => {
    const grouped = new URL(request.url).searchParams.get('group_by_investment') === 'true';
    const results = grouped ? testGroupedInvestmentRows() : testInvestmentRows();
    return HttpResponse.json({
      available: true,
      date: '2026-11-20',
      count: results.length,
      results,
    } satisfies Investments);
  }),
];
