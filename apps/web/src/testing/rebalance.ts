import type {
  RebalanceModelPortfolioData,
  RebalanceReportDetail,
  RebalanceReportSummary,
  RebalanceTaaData,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

export const TEST_REBALANCE_ACCOUNTS = [
  { id: 1, name: 'Olivia Bennett' },
  { id: 2, name: 'Bennett Family Super Fund' },
];

/** A taa table whose totals are worked out by hand: 0.35 + 0.15 + 0.35 + cash 0.15 = 1. */
export function testTaaData(): RebalanceTaaData {
  return {
    records: [
      {
        asset_class: 'Australian Equities',
        investment_options: [
          {
            name: 'Australian Equities Growth',
            saa: '0.35',
            old_taa: '0.37',
            new_taa: '0.33',
            taa_difference: '-0.04',
          },
          { name: 'Income Focus', saa: '0.15', old_taa: '0.15', new_taa: '0.165', taa_difference: '0.015' },
        ],
        total_saa: '0.50',
        total_old_taa: '0.52',
        total_difference: '-0.025',
        total_new_taa: '0.495',
      },
      {
        asset_class: 'Fixed Income',
        investment_options: [
          { name: 'Balanced', saa: '0.35', old_taa: '0.34', new_taa: '0.355', taa_difference: '0.015' },
        ],
        total_saa: '0.35',
        total_old_taa: '0.34',
        total_difference: '0.015',
        total_new_taa: '0.355',
      },
    ],
    cash: { saa: '0.15', old_taa: '0.14', difference: '0.01', new_taa: '0.15' },
    totals: { total_saa: '1.00', total_old_taa: '1.00', total_difference: '0.00', total_new_taa: '1.00' },
  };
}

export function testModelPortfolioData(): RebalanceModelPortfolioData {
  return [
    {
      investment_option: 'Income Focus',
      code: 'TLS',
      name: 'Telstra Group Limited',
      old_target: '0.12',
      new_target: '0.1',
      target_difference: '-0.02',
    },
    {
      investment_option: 'Income Focus',
      code: 'WOW',
      name: 'Woolworths Group Limited',
      old_target: '0.1',
      new_target: '0.12',
      target_difference: '0.02',
    },
  ];
}

type StoredReport = Omit<RebalanceReportSummary, 'new_count'> & {
  message: string;
  data: RebalanceTaaData | RebalanceModelPortfolioData | string;
};

export function testRebalanceReport(overrides: Partial<StoredReport> = {}): StoredReport {
  return {
    id: 1,
    date: '2026-10-03',
    account: TEST_REBALANCE_ACCOUNTS[0]!,
    rebalance_type: 'taa',
    status: 'complete',
    is_new: false,
    created: '2026-10-03T00:00:00.000Z',
    message: 'We are taking some profits in growth equities.\nCash stays at its strategic weight.',
    data: testTaaData(),
    ...overrides,
  };
}

/**
 * The rebalance calls over one stored list, as the server keeps them: paged, sorted by date,
 * filtered by the three lists, 404 for an id not in the store, mark-seen clears `is_new`.
 * Returns the list queries it received so tests can check what the page asked for.
 */
export function serveRebalance(initial: StoredReport[]) {
  const store = initial.map((r) => ({ ...r }));
  const calls = { lists: [] as URLSearchParams[], seen: [] as number[] };
  const newCount = () => store.filter((r) => r.is_new).length;
  const summary = ({ message: _m, data: _d, ...r }: StoredReport): RebalanceReportSummary => ({
    ...r,
    new_count: newCount(),
  });
  const list = (value: string | null) => (value ? value.split(',') : []);
  server.use(
    http.get('*/api/ipm/rebalance-reports/', ({ request }) => {
      const url = new URL(request.url);
      calls.lists.push(url.searchParams);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      const accounts = list(url.searchParams.get('accounts')).map(Number);
      const types = list(url.searchParams.get('rebalance_type'));
      const statuses = list(url.searchParams.get('status'));
      const ascending = url.searchParams.get('ordering') === 'date';
      const matching = store
        .filter((r) => !accounts.length || accounts.includes(r.account.id))
        .filter((r) => !types.length || types.includes(r.rebalance_type))
        .filter((r) => !statuses.length || statuses.includes(r.status))
        .sort((a, b) => (ascending ? 1 : -1) * a.date.localeCompare(b.date));
      return HttpResponse.json({
        count: matching.length,
        next: page * size < matching.length ? `?page=${page + 1}` : null,
        previous: page > 1 ? `?page=${page - 1}` : null,
        results: matching.slice((page - 1) * size, page * size).map(summary),
      });
    }),
    http.get('*/api/ipm/rebalance-reports/latest/', () => {
      const newest = [...store].sort((a, b) => b.date.localeCompare(a.date))[0];
      return HttpResponse.json(newest ? summary(newest) : null);
    }),
    http.get('*/api/ipm/rebalance-reports/types/', () =>
      HttpResponse.json([
        { id: 'taa', name: 'TAA' },
        { id: 'model_portfolio', name: 'Model portfolio' },
      ]),
    ),
    http.get('*/api/ipm/rebalance-reports/accounts/', () => HttpResponse.json(TEST_REBALANCE_ACCOUNTS)),
    http.get('*/api/ipm/rebalance-reports/:id/', ({ params }) => {
      const report = store.find((r) => r.id === Number(params.id));
      if (!report)
        return HttpResponse.json({ detail: 'No such rebalance report.', code: 'not_found' }, { status: 404 });
      return HttpResponse.json({
        ...summary(report),
        type: report.rebalance_type,
        message: report.message,
        data: report.data,
      } as unknown as RebalanceReportDetail);
    }),
    http.post('*/api/ipm/rebalance-reports/:id/mark-seen/', ({ params }) => {
      const report = store.find((r) => r.id === Number(params.id));
      if (!report)
        return HttpResponse.json({ detail: 'No such rebalance report.', code: 'not_found' }, { status: 404 });
      calls.seen.push(report.id);
      report.is_new = false;
      return HttpResponse.json({ is_new: false, new_count: newCount() });
    }),
  );
  return { calls, store };
}
