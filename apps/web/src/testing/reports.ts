import {
  REPORT_TYPES,
  type FinancialYears,
  type GeneratedReport,
  type GenerateReport,
  type ReportAccount,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

/** What the stub server says a report being generated will do: the dialog shows the server's words. */
export const GENERATING_DETAIL = 'Your report is on its way.';

export function testFinancialYears(overrides: Partial<FinancialYears> = {}): FinancialYears {
  return {
    financial_years_list: [
      { start_date: '2025-07-01', end_date: '2026-11-20' },
      { start_date: '2024-07-01', end_date: '2025-06-30' },
      { start_date: '2023-11-21', end_date: '2024-06-30' },
    ],
    min_date: '2023-11-21',
    max_date: '2026-11-20',
    ...overrides,
  };
}

export function testReportAccounts(): ReportAccount[] {
  return [
    {
      id: 11,
      name: 'Smith Family Trust',
      investment_options: [
        { id: 101, label: 'Growth' },
        { id: 102, label: 'Income' },
      ],
      available_report_types: [...REPORT_TYPES],
    },
    {
      id: 12,
      name: 'Jane Smith SMSF',
      investment_options: [{ id: 201, label: 'Balanced' }],
      available_report_types: [...REPORT_TYPES],
    },
  ];
}

export function testReport(overrides: Partial<GeneratedReport> = {}): GeneratedReport {
  return {
    id: 1,
    name: 'All reports, 01 Jul 2024 – 30 Jun 2025',
    link: '/api/ipm/reports/1/file/',
    accounts: [{ id: 11, name: 'Smith Family Trust' }],
    investment_options: [
      { id: 101, label: 'Growth' },
      { id: 102, label: 'Income' },
    ],
    combine_accounts: false,
    combine_investment_options: false,
    load_datetime: '2026-11-20T03:04:00Z',
    status: 'ready',
    report_types: REPORT_TYPES.map((t) => ({ id: t.id, name: t.name })),
    start_date: '2024-07-01',
    end_date: '2025-06-30',
    is_new: true,
    creator: null,
    file_size: 70_000,
    ...overrides,
  };
}

export type ReportsCalls = {
  generated: GenerateReport[];
  accountQueries: URLSearchParams[];
  markedRead: number[];
  files: number[];
  listRequests: number;
};

/**
 * The reports endpoints over an in-memory list: POST adds a pending report, mark-as-read clears
 * its NEW. `failGenerate` answers POST with those field errors instead.
 */
export function serveReports(
  options: {
    years?: FinancialYears;
    accounts?: ReportAccount[];
    reports?: GeneratedReport[];
    failGenerate?: Record<string, string[]>;
  } = {},
) {
  const store = { reports: options.reports ?? [] };
  const calls: ReportsCalls = { generated: [], accountQueries: [], markedRead: [], files: [], listRequests: 0 };
  server.use(
    http.get('*/api/ipm/reports/financial-years/', () => HttpResponse.json(options.years ?? testFinancialYears())),
    http.get('*/api/ipm/reports/accounts/', ({ request }) => {
      calls.accountQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(options.accounts ?? testReportAccounts());
    }),
    http.get('*/api/ipm/reports/new-counter/', () =>
      HttpResponse.json({ new_counter: store.reports.filter((r) => r.is_new).length }),
    ),
    http.get('*/api/ipm/reports/', () => {
      calls.listRequests += 1;
      return HttpResponse.json({ count: store.reports.length, next: null, previous: null, results: store.reports });
    }),
    http.post('*/api/ipm/reports/', async ({ request }) => {
      const body = (await request.json()) as GenerateReport;
      calls.generated.push(body);
      if (options.failGenerate) {
        return HttpResponse.json({ field_errors: options.failGenerate, non_field_errors: [] }, { status: 400 });
      }
      const report = testReport({
        id: 100 + calls.generated.length,
        name: 'Portfolio report, 01 Jul 2024 – 30 Jun 2025',
        status: 'pending',
        link: null,
        is_new: false,
      });
      store.reports = [report, ...store.reports];
      return HttpResponse.json({ ...report, detail: GENERATING_DETAIL }, { status: 201 });
    }),
    http.patch('*/api/ipm/reports/:id/mark-as-read/', ({ params }) => {
      const id = Number(params.id);
      calls.markedRead.push(id);
      store.reports = store.reports.map((r) => (r.id === id ? { ...r, is_new: false } : r));
      return HttpResponse.json(store.reports.find((r) => r.id === id));
    }),
    http.get('*/api/ipm/reports/:id/file/', ({ params }) => {
      calls.files.push(Number(params.id));
      return new HttpResponse('%PDF-1.3 test', { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  return {
    calls,
    /** Replaces a report as the server would after its job ran. */
    update: (id: number, change: Partial<GeneratedReport>) => {
      store.reports = store.reports.map((r) => (r.id === id ? { ...r, ...change } : r));
    },
  };
}
