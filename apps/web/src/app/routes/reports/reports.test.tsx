import { Messages, reportsChannel, ReportMessages } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { publish } from '../../../testing/realtime';
import {
  GENERATING_DETAIL,
  serveReports,
  testFinancialYears,
  testReport,
  testReportAccounts,
} from '../../../testing/reports';
import { renderApp } from '../../../testing/render-app';

async function openReports(options: Parameters<typeof serveReports>[0] = {}) {
  const api = serveReports(options);
  session.signIn('key');
  const app = renderApp({ url: '/reports/' });
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
  await screen.findByRole('heading', { level: 2, name: Messages.generatedReportsTitle });
  return { ...app, ...api };
}

const field = (name: string) => screen.getByRole('combobox', { name });
/** What a select shows (MUI puts a zero-width space in an empty one). */
const shown = (name: string) => field(name).textContent?.replace(/\u200b/g, '');
const disabled = (name: string) => field(name).getAttribute('aria-disabled') === 'true';
const generateButton = () => screen.getByRole('button', { name: 'Generate' });

async function pick(user: ReturnType<typeof renderApp>['user'], name: string, ...options: string[]) {
  await user.click(field(name));
  const listbox = await screen.findByRole('listbox');
  for (const option of options) await user.click(within(listbox).getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

function setDates(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: end } });
}

afterEach(() => vi.restoreAllMocks());

describe('/reports generator', () => {
  it('keeps accounts disabled until both dates are set; a financial year sets them', async () => {
    const { user, calls } = await openReports();
    expect(disabled('Accounts')).toBe(true);
    expect(disabled('Investment options')).toBe(true);
    expect(disabled('Reports')).toBe(true);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2024-07-01' } });
    expect(disabled('Accounts')).toBe(true);
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-06-30' } });
    await waitFor(() => expect(disabled('Accounts')).toBe(false));
    expect(calls.accountQueries.at(-1)?.toString()).toBe('start_date=2024-07-01&end_date=2025-06-30');

    await pick(user, 'Period', 'Financial year 01 Jul 2024 – 30 Jun 2025');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2024-07-01');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2025-06-30');
    expect(screen.getByLabelText('Start date')).toHaveProperty('disabled', true);
    // The custom dates are limited to the data range.
    await pick(user, 'Period', 'Custom dates');
    expect(screen.getByLabelText('Start date').getAttribute('min')).toBe(testFinancialYears().min_date);
    expect(screen.getByLabelText('End date').getAttribute('max')).toBe(testFinancialYears().max_date);
  });

  it('says there is no data when there are no financial years', async () => {
    await openReports({ years: testFinancialYears({ financial_years_list: [], min_date: null, max_date: null }) });
    expect(await screen.findByText(Messages.noFinancialYears)).toBeTruthy();
    expect(disabled('Period')).toBe(true);
  });

  it('chooses the only account by itself', async () => {
    await openReports({ accounts: [testReportAccounts()[1]!] });
    setDates('2024-07-01', '2025-06-30');
    await waitFor(() => expect(shown('Accounts')).toBe('Jane Smith SMSF'));
    expect(disabled('Investment options')).toBe(false);
  });

  it('clears options and reports when accounts change, and reports when options change', async () => {
    const { user } = await openReports();
    setDates('2024-07-01', '2025-06-30');
    await waitFor(() => expect(disabled('Accounts')).toBe(false));
    await pick(user, 'Accounts', 'Smith Family Trust');
    await pick(user, 'Investment options', 'Growth');
    expect(disabled('Reports')).toBe(false);
    await pick(user, 'Reports', 'Income');
    expect(shown('Reports')).toBe('Income');

    await pick(user, 'Investment options', 'Income');
    expect(shown('Reports')).toBe('');
    await pick(user, 'Reports', 'Fees');
    await pick(user, 'Accounts', 'Jane Smith SMSF');
    expect(shown('Investment options')).toBe('');
    expect(shown('Reports')).toBe('');
    expect(disabled('Reports')).toBe(true);
  });

  it('“All of the above” chooses every account, option and report; all eight read “All reports”', async () => {
    const { user } = await openReports();
    setDates('2024-07-01', '2025-06-30');
    await waitFor(() => expect(disabled('Accounts')).toBe(false));
    await pick(user, 'Accounts', Messages.allOfTheAbove);
    expect(shown('Accounts')).toBe('Smith Family Trust, Jane Smith SMSF');
    await pick(user, 'Investment options', Messages.allOfTheAbove);
    expect(shown('Investment options')).toBe('Growth, Income, Balanced');
    await pick(user, 'Reports', Messages.allOfTheAbove);
    expect(shown('Reports')).toBe(Messages.allReports);
    expect(generateButton()).toHaveProperty('disabled', false);
  });

  it('warns when only the combined-accounts choice is made, and keeps options disabled', async () => {
    const { user } = await openReports();
    setDates('2024-07-01', '2025-06-30');
    await waitFor(() => expect(disabled('Accounts')).toBe(false));
    await pick(user, 'Accounts', Messages.allAccountsCombined);
    expect(screen.getByText(Messages.selectAccountsToCombine)).toBeTruthy();
    expect(disabled('Investment options')).toBe(true);
    await pick(user, 'Accounts', 'Smith Family Trust');
    expect(screen.queryByText(Messages.selectAccountsToCombine)).toBeNull();
    await pick(user, 'Investment options', 'Growth');
    await pick(user, 'Reports', 'Holdings');
    // Combining needs more than one account (spec 3 §5).
    expect(generateButton()).toHaveProperty('disabled', true);
    await pick(user, 'Accounts', 'Jane Smith SMSF');
    await pick(user, 'Investment options', Messages.allInvestmentOptionsCombined, 'Balanced');
    await pick(user, 'Reports', 'Holdings');
    expect(generateButton()).toHaveProperty('disabled', false);
  });

  it('generates: sends the payload, shows the "Report is generating" dialog and lists the report pending', async () => {
    const { user, calls } = await openReports();
    setDates('2024-07-01', '2025-06-30');
    await waitFor(() => expect(disabled('Accounts')).toBe(false));
    await pick(user, 'Accounts', 'Smith Family Trust');
    await pick(user, 'Investment options', 'Growth', 'Income');
    expect(generateButton()).toHaveProperty('disabled', true);
    await pick(user, 'Reports', 'Income', 'Fees');
    await user.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: Messages.reportGeneratingTitle });
    expect(within(dialog).getByText('Portfolio report, 01 Jul 2024 – 30 Jun 2025')).toBeTruthy();
    expect(within(dialog).getByText(GENERATING_DETAIL)).toBeTruthy();
    expect(calls.generated).toEqual([
      {
        accounts: [11],
        investment_options: [101, 102],
        report_types: ['income', 'fees'],
        start_date: '2024-07-01',
        end_date: '2025-06-30',
        combine_accounts: false,
        combine_investment_options: false,
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: Messages.ok }));
    const card = await screen.findByRole('listitem', { name: 'Portfolio report, 01 Jul 2024 – 30 Jun 2025' });
    expect(within(card).getByRole('progressbar', { name: 'Generating' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shown('Accounts')).toBe('');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s field errors on their fields and keeps the choices', async () => {
    const { user } = await openReports({
      failGenerate: { start_date: ['Choose a date between 21 Nov 2023 and 20 Nov 2026.'] },
    });
    setDates('2024-07-01', '2025-06-30');
    await waitFor(() => expect(disabled('Accounts')).toBe(false));
    await pick(user, 'Accounts', 'Jane Smith SMSF');
    await pick(user, 'Investment options', 'Balanced');
    await pick(user, 'Reports', 'Tax summary');
    await user.click(generateButton());
    expect(await screen.findByText('Choose a date between 21 Nov 2023 and 20 Nov 2026.')).toBeTruthy();
    expect(shown('Accounts')).toBe('Jane Smith SMSF');
    expect(shown('Reports')).toBe('Tax summary');
  });
});

describe('/reports list', () => {
  it('says when there are none', async () => {
    await openReports();
    expect(await screen.findByText(Messages.noReportsGenerated)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' })).toBeTruthy();
  });

  it('shows each report with time, date and status: NEW and a view link, a spinner, or Failed', async () => {
    await openReports({
      reports: [
        testReport(),
        testReport({ id: 2, name: 'Fees, 01 Jul 2024 – 30 Jun 2025', status: 'pending', link: null, is_new: false }),
        testReport({ id: 3, name: 'Holdings, 01 Jul 2024 – 30 Jun 2025', status: 'failed', link: null, is_new: false }),
      ],
    });
    const ready = await screen.findByRole('listitem', { name: 'All reports, 01 Jul 2024 – 30 Jun 2025' });
    expect(within(ready).getByText(Messages.reportNewBadge)).toBeTruthy();
    expect(within(ready).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(within(ready).getByText(/\d{2}:\d{2} 20 Nov 2026/)).toBeTruthy();
    const pending = screen.getByRole('listitem', { name: 'Fees, 01 Jul 2024 – 30 Jun 2025' });
    expect(within(pending).getByRole('progressbar', { name: 'Generating' })).toBeTruthy();
    expect(within(pending).queryByText(Messages.reportNewBadge)).toBeNull();
    const failed = screen.getByRole('listitem', { name: 'Holdings, 01 Jul 2024 – 30 Jun 2025' });
    expect(within(failed).getByText(Messages.reportFailed)).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: 'View' })).toBeNull();
  });

  it('opens a ready report’s PDF and marks it read, which clears NEW', async () => {
    const target = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report-1'), revokeObjectURL: vi.fn() });
    const { user, calls } = await openReports({ reports: [testReport()] });
    const card = await screen.findByRole('listitem', { name: testReport().name });
    await user.click(within(card).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(calls.markedRead).toEqual([1]));
    expect(calls.files).toEqual([1]);
    expect(target.location.href).toBe('blob:report-1');
    await waitFor(() => expect(within(card).queryByText(Messages.reportNewBadge)).toBeNull());
  });

  it('counts new reports on the header’s Reports item, at most 9+', async () => {
    const reports = Array.from({ length: 12 }, (_, i) => testReport({ id: i + 1, name: `Report ${i + 1}` }));
    const { user } = await openReports({ reports });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Reports, 9+ new' })).toBeTruthy();
  });

  it('Details lists account, options, report type ("All reports" for all eight), period, and who generated it', async () => {
    const { user } = await openReports({
      reports: [
        testReport({ creator: { first_name: 'Sam', last_name: 'Staff' } }),
        testReport({
          id: 2,
          name: 'Two types',
          report_types: [
            { id: 'income', name: 'Income' },
            { id: 'fees', name: 'Fees' },
          ],
        }),
      ],
    });
    const card = await screen.findByRole('listitem', { name: testReport().name });
    const toggle = within(card).getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByText('Sam Staff')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = card;
    expect(within(details).getByText('Smith Family Trust')).toBeTruthy();
    expect(within(details).getByText('Growth, Income')).toBeTruthy();
    expect(within(details).getByText(Messages.allReports)).toBeTruthy();
    expect(within(details).getByText('01 Jul 2024 – 30 Jun 2025')).toBeTruthy();
    expect(within(details).getByText(Messages.generatedBy)).toBeTruthy();
    expect(within(details).getByText('Sam Staff')).toBeTruthy();

    const other = screen.getByRole('listitem', { name: 'Two types' });
    await user.click(within(other).getByRole('button', { name: 'Details' }));
    expect(within(other).getByText('Income, Fees')).toBeTruthy();
    expect(within(other).queryByText(Messages.generatedBy)).toBeNull();
  });

  it('updates live: a ready report shows its toast and the list refreshes; a failure shows the failure text', async () => {
    const { update, calls } = await openReports({
      reports: [
        testReport({ id: 5, name: 'Income, 01 Jul 2024 – 30 Jun 2025', status: 'pending', link: null, is_new: false }),
      ],
    });
    const card = await screen.findByRole('listitem', { name: 'Income, 01 Jul 2024 – 30 Jun 2025' });
    await waitFor(() => expect(calls.listRequests).toBeGreaterThan(0));
    update(5, { status: 'ready', link: '/api/ipm/reports/5/file/', is_new: true });
    publish(reportsChannel(7), {
      reports_count: 1,
      report: { id: 5, name: 'Income, 01 Jul 2024 – 30 Jun 2025', status: 'ready' },
      message: ReportMessages.ready('Income, 01 Jul 2024 – 30 Jun 2025'),
    });
    expect(await screen.findByText(ReportMessages.ready('Income, 01 Jul 2024 – 30 Jun 2025'))).toBeTruthy();
    expect(await within(card).findByText(Messages.reportNewBadge)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'View' })).toBeTruthy();

    publish(reportsChannel(7), {
      reports_count: 1,
      report: { id: 6, name: 'Fees', status: 'failed' },
      message: ReportMessages.failed,
    });
    expect(
      await screen.findByText(
        'Report generation failed. Please try again in a few minutes. If the problem persists please contact support.',
      ),
    ).toBeTruthy();
  });
});
