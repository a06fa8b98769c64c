import { http, HttpResponse } from 'msw';

/**
 * Default answers: no rebalance reports yet, so the dashboard shows no rebalance block. Tests
 * about rebalance notices serve a store of reports with `serveRebalance` (testing/rebalance.ts).
 */
export const rebalanceHandlers = [http.get('*/api/ipm/rebalance-reports/latest/', () => HttpResponse.json(null))];
