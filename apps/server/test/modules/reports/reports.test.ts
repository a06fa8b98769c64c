import {
  formatDate,
  formatMoney,
  MANAGED_USER_HEADER,
  Messages,
  REPORT_TYPES,
  ReportMessages,
  reportsChannel,
  type FinancialYears,
  type GeneratedReport,
  type ReportAccount,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMembers, jobs, users } from '../../../src/db/schema/index.js';
import { periodRange, sydneyToday } from '../../../src/modules/dashboard/dashboard-period.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { pdfPages } from '../../helpers/pdf-text.js';
import { subscribed, type TestSocket } from '../../helpers/realtime-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/**
 * Generated reports end to end on the demo investor's portfolio: the rules of the generator,
 * the job that renders the PDF, what the PDF says (read back with pdf.js), and that its figures
 * are the dashboard's for the same accounts, options and dates.
 */
let t: TestApp;
let url: string;
let investor: string;
let investorId: number;
let stranger: TestPerson;
let accounts: ReportAccount[];
let years: FinancialYears;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { JOB_POLL_INTERVAL_MS: '50', JOB_RETRY_BASE_MS: '10' } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  investor = await signIn(t.app, INVESTOR);
  investorId = (await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email)))[0]!.id;
  stranger = await createPerson(t, 'reports-stranger');
  years = (await get('/api/ipm/reports/financial-years/')).json();
  accounts = (await get(`/api/ipm/reports/accounts/?start_date=${years.min_date}&end_date=${years.max_date}`)).json();
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

function get(path: string, key = investor, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: path, headers: { ...bearer(key), ...headers } });
}
function generate(payload: object, key = investor, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/ipm/reports/', payload, headers: { ...bearer(key), ...headers } });
}
const allTypes = REPORT_TYPES.map((r) => r.id);

async function reportById(id: number, key = investor): Promise<GeneratedReport> {
  const list = (await get('/api/ipm/reports/?page_size=100', key)).json() as { results: GeneratedReport[] };
  return list.results.find((r) => r.id === id)!;
}
async function settled(id: number): Promise<GeneratedReport> {
  let report!: GeneratedReport;
  await vi.waitFor(
    async () => {
      report = await reportById(id);
      expect(report.status).not.toBe('pending');
    },
    { timeout: 30_000, interval: 50 },
  );
  return report;
}
async function listen(): Promise<TestSocket> {
  const token = (
    await t.app.inject({ method: 'POST', url: '/api/profiles/centrifugo-auth-token/', headers: bearer(investor) })
  ).json().token as string;
  const socket = await subscribed(url, token, reportsChannel(investorId));
  sockets.push(socket);
  return socket;
}

describe('the generator’s choices', () => {
  it('lists financial years (newest first, clipped to the data) and the data range', () => {
    expect(years.min_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(years.max_date! > years.min_date!).toBe(true);
    expect(years.financial_years_list.length).toBeGreaterThanOrEqual(3);
    const [newest] = years.financial_years_list;
    expect(newest!.end_date).toBe(years.max_date);
    expect(years.financial_years_list.at(-1)!.start_date).toBe(years.min_date);
    for (const fy of years.financial_years_list.slice(1, -1)) {
      expect(fy.start_date.slice(5)).toBe('07-01');
      expect(fy.end_date.slice(5)).toBe('06-30');
    }
  });

  it('lists the investor’s accounts with data in the range, their options and the eight report types', () => {
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    for (const account of accounts) {
      expect(account.investment_options.length).toBeGreaterThan(0);
      expect(account.available_report_types.map((r) => r.id)).toEqual(allTypes);
    }
  });

  it('names a missing or malformed date on its field in the contract’s words', async () => {
    const missing = await get('/api/ipm/reports/accounts/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toEqual({
      start_date: [Messages.fieldRequired],
      end_date: [Messages.fieldRequired],
    });
    const malformed = await get('/api/ipm/reports/accounts/?start_date=yesterday&end_date=2026-06-30');
    expect(malformed.json().field_errors).toEqual({ start_date: [ReportMessages.dateFormat] });
  });

  it('has nothing for a person with no accounts, and refuses another investor’s account on its field', async () => {
    expect((await get('/api/ipm/reports/financial-years/', stranger.key)).json()).toEqual({
      financial_years_list: [],
      min_date: null,
      max_date: null,
    });
    const res = await get(`/api/ipm/reports/financial-years/?account=${accounts[0]!.id}`, stranger.key);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.account).toEqual([ReportMessages.chooseOwnAccounts]);
  });

  it('answers financial-years-for-accounts (spec 3 §7) as the reports’ financial years, for the accounts given', async () => {
    const all = await get('/api/ipm/reports/financial-years-for-accounts/');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual(years);
    const one = `?account=${accounts[0]!.id}`;
    const forOne = await get(`/api/ipm/reports/financial-years-for-accounts/${one}`);
    expect(forOne.json()).toEqual((await get(`/api/ipm/reports/financial-years/${one}`)).json());
    const foreign = await get(`/api/ipm/reports/financial-years-for-accounts/${one}`, stranger.key);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field_errors.account).toEqual([ReportMessages.chooseOwnAccounts]);
  });
});

describe('POST /api/ipm/reports/ refuses on the field', () => {
  const valid = () => ({
    accounts: [accounts[0]!.id],
    investment_options: [accounts[0]!.investment_options[0]!.id],
    report_types: ['performance'],
    start_date: years.financial_years_list[1]!.start_date,
    end_date: years.financial_years_list[1]!.end_date,
    combine_accounts: false,
    combine_investment_options: false,
  });
  const refused = async (payload: object, key = investor) => {
    const res = await generate(payload, key);
    expect(res.statusCode).toBe(400);
    return res.json().field_errors as Record<string, string[]>;
  };

  it('another investor’s account or option', async () => {
    expect((await refused(valid(), stranger.key)).accounts).toEqual([ReportMessages.chooseOwnAccounts]);
    const otherOption = accounts[1]!.investment_options[0]!.id;
    expect((await refused({ ...valid(), investment_options: [otherOption] })).investment_options).toEqual([
      ReportMessages.chooseOptionsOfAccounts,
    ]);
  });

  it('dates outside the data range, and an end before its start', async () => {
    const range = ReportMessages.dateOutOfRange(formatDate(years.min_date!), formatDate(years.max_date!));
    const early = await refused({ ...valid(), start_date: '2000-01-01' });
    expect(early.start_date).toEqual([range]);
    const late = await refused({ ...valid(), end_date: '2999-12-31' });
    expect(late.end_date).toEqual([range]);
    const backwards = await refused({ ...valid(), start_date: valid().end_date, end_date: valid().start_date });
    expect(backwards.end_date).toEqual([ReportMessages.endBeforeStart]);
    expect((await refused({ ...valid(), start_date: '2025-13-45' })).start_date).toEqual([ReportMessages.dateFormat]);
  });

  it('missing accounts, dates, options or reports; combining a single account', async () => {
    const empty = await refused({ accounts: [], investment_options: [], report_types: [] });
    expect(empty).toEqual({
      accounts: [ReportMessages.chooseAccount],
      start_date: [ReportMessages.dateRequired],
      end_date: [ReportMessages.dateRequired],
      report_types: [ReportMessages.chooseReportType],
      investment_options: [ReportMessages.chooseOption],
    });
    expect((await refused({ ...valid(), combine_accounts: true })).accounts).toEqual([
      Messages.selectAccountsToCombine,
    ]);
  });

  it('stores nothing when refused', async () => {
    const list = (await get('/api/ipm/reports/')).json();
    expect(list.results.filter((r: GeneratedReport) => r.name.startsWith('Performance'))).toEqual([]);
  });
});

describe('a generated report', () => {
  let ready: GeneratedReport;
  let pages: string[];
  const account = () => accounts[0]!;

  // The brand's own disclaimer, set by the operators: the PDF carries it as the pages do.
  const brandDisclaimer = [
    'Private Portfolio reports are prepared for the named client only.',
    'Past performance is not a reliable indicator of future performance.',
  ];

  beforeAll(async () => {
    const configured = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/client-configuration/',
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
      payload: { product: 'ipm', disclaimer: brandDisclaimer },
    });
    expect(configured.statusCode).toBe(200);
    const socket = await listen();
    const fy = years.financial_years_list[1]!;
    const res = await generate({
      accounts: [account().id],
      investment_options: account().investment_options.map((o) => o.id),
      report_types: allTypes,
      start_date: fy.start_date,
      end_date: fy.end_date,
      combine_accounts: false,
      combine_investment_options: false,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as GeneratedReport;
    expect(created).toMatchObject({ status: 'pending', link: null, is_new: false, creator: null });
    // The dialog "Report is generating" shows the answer's detail (spec 3 §7).
    expect(res.json().detail).toBe(ReportMessages.generating);
    expect(created.name).toBe(`All reports, ${formatDate(fy.start_date)} – ${formatDate(fy.end_date)}`);

    const frame = await socket.next(30_000);
    expect(frame).toEqual({
      channel: reportsChannel(investorId),
      data: {
        reports_count: 1,
        report: { id: created.id, name: created.name, status: 'ready' },
        message: ReportMessages.ready(created.name),
      },
    });
    ready = await settled(created.id);
    const file = await get(ready.link!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ready.file_size).toBe(file.rawPayload.length);
    pages = await pdfPages(file.rawPayload);
  });

  it('is listed newest first as ready, new, with its accounts, options, types and period', async () => {
    const list = (await get('/api/ipm/reports/', investor, { accept: 'application/json; version=2.0' })).json();
    expect(list.results[0].id).toBe(ready.id);
    expect(ready).toMatchObject({
      status: 'ready',
      is_new: true,
      accounts: [{ id: account().id, name: account().name }],
      investment_options: account().investment_options,
      report_types: REPORT_TYPES.map((r) => ({ id: r.id, name: r.name })),
    });
    expect(ready.link).toBe(`/api/ipm/reports/${ready.id}/file/`);
  });

  it('is a branded multi-page PDF: cover, a section per option with every report type, page numbers, the brand’s disclaimer', async () => {
    expect(pages.length).toBeGreaterThan(4);
    expect(pages[0]).toContain('Private Portfolio');
    expect(pages[0]).toContain(ready.name);
    expect(pages[0]).toContain(`Prepared for`);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    const text = pages.join('\n');
    for (const option of account().investment_options) expect(text).toContain(`${account().name}: ${option.label}`);
    for (const type of REPORT_TYPES) expect(text).toContain(type.name);
    const last = pages.at(-1)!;
    expect(last).toContain('Important information');
    for (const sentence of brandDisclaimer) expect(last).toContain(sentence);
    expect((await get('/api/ipm/configuration/')).json().disclaimer).toEqual(brandDisclaimer);
  });

  it('counts as new until opened; marking it read clears the badge', async () => {
    expect((await get('/api/ipm/reports/new-counter/')).json()).toEqual({ new_counter: 1 });
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/ipm/reports/${ready.id}/mark-as-read/`,
      headers: bearer(investor),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().is_new).toBe(false);
    expect((await get('/api/ipm/reports/new-counter/')).json()).toEqual({ new_counter: 0 });
  });

  it('is served and marked only for its own people: anyone else gets 404', async () => {
    expect((await get(ready.link!, stranger.key)).statusCode).toBe(404);
    const mark = await t.app.inject({
      method: 'PATCH',
      url: `/api/ipm/reports/${ready.id}/mark-as-read/`,
      headers: bearer(stranger.key),
    });
    expect(mark.statusCode).toBe(404);
    // Someone put on the report's account may read it too.
    await t.database.db
      .insert(accountMembers)
      .values({ accountId: account().id, userId: stranger.id, role: 'secondary' });
    expect((await get(ready.link!, stranger.key)).statusCode).toBe(200);
    await t.database.db
      .delete(accountMembers)
      .where(and(eq(accountMembers.accountId, account().id), eq(accountMembers.userId, stranger.id)));
  });

  it('names who generated it to staff only', async () => {
    const staff = await signIn(t.app, STAFF);
    const asStaff = await reportById(ready.id, staff).catch(() => undefined);
    // Staff see the client's reports when acting for them.
    const list = (await get('/api/ipm/reports/', staff, { [MANAGED_USER_HEADER]: String(investorId) })).json();
    const seen = list.results.find((r: GeneratedReport) => r.id === ready.id);
    expect(asStaff).toBeUndefined();
    expect(seen.creator).toEqual({ first_name: expect.any(String), last_name: expect.any(String) });
    expect((await reportById(ready.id)).creator).toBeNull();

    // Staff acting for the investor generate one for them: it is the investor's, by the staff member.
    const [staffRow] = await t.database.db.select().from(users).where(eq(users.email, STAFF.email));
    const acting = { [MANAGED_USER_HEADER]: String(investorId) };
    const made = await generate(
      {
        accounts: [account().id],
        investment_options: [account().investment_options[0]!.id],
        report_types: ['holdings'],
        start_date: years.financial_years_list[1]!.start_date,
        end_date: years.financial_years_list[1]!.end_date,
      },
      staff,
      acting,
    );
    expect(made.statusCode).toBe(201);
    expect(made.json().creator).toEqual({ first_name: staffRow!.firstName, last_name: staffRow!.lastName });
    const own = await reportById(made.json().id);
    expect(own).toMatchObject({ id: made.json().id, creator: null });
    expect((await settled(made.json().id)).status).toBe('ready');
  });
});

describe('figures', () => {
  it('equal the dashboard’s for the same account, options and dates', async () => {
    const account = accounts[1]!;
    const options = account.investment_options.map((o) => o.id);
    const range = periodRange('twelve_months', sydneyToday(new Date()));
    // The data ends yesterday: the dashboard's twelve months and these dates hold the same days.
    const res = await generate({
      accounts: [account.id],
      investment_options: options,
      report_types: ['performance', 'income', 'capital_movements', 'fees', 'tax_summary', 'asset_allocation'],
      start_date: range.start,
      end_date: years.max_date,
      combine_accounts: false,
      combine_investment_options: true,
    });
    expect(res.statusCode).toBe(201);
    const report = await settled(res.json().id);
    expect(report.status).toBe('ready');
    const text = (await pdfPages((await get(report.link!)).rawPayload)).join(' ');

    const card = async (name: string) =>
      (
        await get(
          `/api/ipm/dashboard/${name}/?period=twelve_months&account=${account.id}&investment_option=${options.join(',')}`,
        )
      ).json();
    const [returns, income, movements, allocation] = await Promise.all([
      card('return-summary'),
      card('income'),
      card('capital-movement'),
      card('asset-allocations'),
    ]);
    const m = (v: string) => formatMoney(v);
    expect(text).toContain(
      `Total ${m(returns.total_income_return)} ${m(returns.total_capital_return)} ${m(returns.total_fee)} ${m(returns.total_total_return)}`,
    );
    expect(text).toContain(`Total return ${m(returns.total_total_return)}`);
    expect(text).toContain(
      `Total ${m(income.total_premiums_received)} ${m(income.total_dividends)} ${m(income.total_franking_credits)} ${m(income.total_other_income)}`,
    );
    expect(text).toContain(`Total income return ${m(income.total_income_return)}`);
    expect(text).toContain(
      `Total ${m(movements.total_movements_in)} ${m(movements.total_movements_out)} ${m(movements.total_franking_credits)} ${m(movements.total_withholding_tax)}`,
    );
    expect(text).toContain(`Total fees ${m(returns.total_fee)}`);
    expect(text).toContain(`Withholding tax ${m(movements.total_withholding_tax)}`);
    expect(allocation.items.length).toBeGreaterThan(0);
    for (const item of allocation.items) expect(text).toContain(`${item.asset_class} ${m(item.value)} ${item.actual}%`);
    // Every month the dashboard shows, with the same four figures, in the return summary table.
    for (const month of returns.monthly_values.filter((v: { fee: string }) => v.fee !== '0.00').slice(0, 3)) {
      expect(text).toContain(
        `${m(month.income_return)} ${m(month.capital_return)} ${m(month.fee)} ${m(month.total_return)}`,
      );
    }
  });
});

describe('a failing renderer', () => {
  it('is retried, then the report is marked failed and the failure toast is published', async () => {
    const socket = await listen();
    const render = t.app.reports.renderPdf;
    let calls = 0;
    t.app.reports.renderPdf = async () => {
      calls += 1;
      throw new Error('renderer out of order');
    };
    try {
      const res = await generate({
        accounts: [accounts[0]!.id],
        investment_options: [accounts[0]!.investment_options[0]!.id],
        report_types: ['holdings'],
        start_date: years.financial_years_list[0]!.start_date,
        end_date: years.financial_years_list[0]!.end_date,
      });
      expect(res.statusCode).toBe(201);
      const frame = await socket.next(30_000);
      expect(frame.data).toEqual({
        reports_count: expect.any(Number),
        report: { id: res.json().id, name: res.json().name, status: 'failed' },
        message:
          'Report generation failed. Please try again in a few minutes. If the problem persists please contact support.',
      });
      const report = await settled(res.json().id);
      expect(report).toMatchObject({ status: 'failed', link: null, is_new: false });
      expect(calls).toBe(3);
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'report_id' = ${String(report.id)}`);
      expect(job).toMatchObject({ attempts: 3, maxAttempts: 3, lastError: 'renderer out of order' });
    } finally {
      t.app.reports.renderPdf = render;
    }
  });
});

describe('the demo investor', () => {
  it('has generated reports: one rendered by the job worker after start, one that failed', async () => {
    await vi.waitFor(
      async () => {
        const list = (await get('/api/ipm/reports/?page_size=100')).json() as { results: GeneratedReport[] };
        const [failed, rendered] = list.results.slice(-2);
        expect(failed).toMatchObject({ status: 'failed', link: null, report_types: [{ id: 'tax_summary' }] });
        expect(rendered).toMatchObject({ status: 'ready', is_new: false });
        expect((await get(rendered!.link!)).statusCode).toBe(200);
      },
      { timeout: 30_000, interval: 100 },
    );
  });
});
