import { Messages } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import {
  serveRebalance,
  testModelPortfolioData,
  testRebalanceReport,
  TEST_REBALANCE_ACCOUNTS,
} from '../../../testing/rebalance';
import { renderApp } from '../../../testing/render-app';

const [OLIVIA, SMSF] = TEST_REBALANCE_ACCOUNTS as [{ id: number; name: string }, { id: number; name: string }];

function open(url: string) {
  session.signIn('key');
  return renderApp({ url });
}

const historyTable = () => screen.getByRole('table', { name: 'Rebalance history' });
const bodyRows = () => within(historyTable()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Twelve reports, newest first on 12 Nov; the two newest are new; 5 Nov is cancelled. */
function twelveReports() {
  return Array.from({ length: 12 }, (_, i) => {
    const day = i + 1;
    return testRebalanceReport({
      id: day,
      date: `2026-11-${String(day).padStart(2, '0')}`,
      account: day % 2 ? OLIVIA : SMSF,
      ...(day % 3 ? {} : { rebalance_type: 'model_portfolio' as const, data: testModelPortfolioData() }),
      status: day === 5 ? 'cancelled' : day === 12 ? 'in_progress' : 'complete',
      is_new: day >= 11,
    });
  });
}

describe('/rebalance/', () => {
  it('lists the newest ten with a dot and highlight on new rows, and pages on', async () => {
    const api = serveRebalance(twelveReports());
    const { user, location } = open('/rebalance/');
    expect(await screen.findByRole('heading', { level: 1, name: Messages.rebalanceHistoryTitle })).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));

    const [newest, second, third] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(newest).getByRole('rowheader').textContent).toBe('12 Nov 2026');
    expect(cellsOf(newest)).toEqual([SMSF.name, 'Model portfolio', 'In progress']);
    expect(within(newest).getByRole('img', { name: 'New' })).toBeTruthy();
    expect(newest.className).toContain('Mui-selected');
    expect(within(second).getByRole('img', { name: 'New' })).toBeTruthy();
    expect(within(third).queryByRole('img', { name: 'New' })).toBeNull();
    expect(third.className).not.toContain('Mui-selected');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(location().search).toBe('?page=2');
    expect(api.calls.lists.at(-1)?.get('page')).toBe('2');
    expect(api.calls.lists.at(-1)?.get('page_size')).toBe('10');
  });

  it('offers 10, 20, 50 and 100 a page', async () => {
    const api = serveRebalance(twelveReports());
    const { user } = open('/rebalance/');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    expect(api.calls.lists.at(-1)?.get('page_size')).toBe('20');
  });

  it('filters with removable chips and Clear all, sending comma-joined lists', async () => {
    const api = serveRebalance(twelveReports());
    const { user, location } = open('/rebalance/');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));

    await user.click(screen.getByRole('combobox', { name: 'Rebalance type' }));
    await user.click(screen.getByRole('option', { name: 'Model portfolio' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Rebalance status' }));
    await user.click(screen.getByRole('option', { name: 'Complete' }));
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Name' }));
    await user.click(screen.getByRole('option', { name: SMSF.name }));
    await user.keyboard('{Escape}');

    const chosen = screen.getByRole('group', { name: 'Chosen filters' });
    const chipLabels = ['Name: Bennett Family Super Fund', 'Rebalance type: Model portfolio'];
    for (const label of chipLabels) expect(within(chosen).getByText(label)).toBeTruthy();
    expect(within(chosen).getByText('Rebalance status: Complete')).toBeTruthy();
    expect(within(chosen).getByText('Rebalance status: Cancelled')).toBeTruthy();
    // Model portfolios of the SMSF that are complete or cancelled: 6 Nov only (12 Nov is in progress).
    await waitFor(() =>
      expect(bodyRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['06 Nov 2026']),
    );
    const last = api.calls.lists.at(-1)!;
    expect(last.get('rebalance_type')).toBe('model_portfolio');
    expect(last.get('status')).toBe('complete,cancelled');
    expect(last.get('accounts')).toBe(String(SMSF.id));

    // A chip goes with Delete (its x does the same).
    const modelChip = within(chosen).getByText('Rebalance type: Model portfolio').closest('[role="button"]')!;
    fireEvent.keyUp(modelChip, { key: 'Delete' });
    await waitFor(() => expect(within(chosen).queryByText('Rebalance type: Model portfolio')).toBeNull());
    expect(api.calls.lists.at(-1)?.get('rebalance_type')).toBeNull();
    // Every complete or cancelled report of the SMSF: 2, 4, 6, 8 and 10 Nov.
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    await user.click(within(chosen).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('group', { name: 'Chosen filters' })).toBeNull();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(location().search).toBe('');
  });

  it('opens a report from its row, which then loses its dot', async () => {
    const api = serveRebalance(twelveReports());
    const { user, location } = open('/rebalance/');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(within(bodyRows()[0]!).getByText(SMSF.name));
    await waitFor(() => expect(location().pathname).toBe('/rebalance/12/'));
    await screen.findByRole('heading', { level: 1, name: Messages.rebalanceReportHeader });
    await waitFor(() => expect(api.calls.seen).toEqual([12]));

    await user.click(screen.getByRole('link', { name: 'Back to rebalance history' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await waitFor(() => expect(within(bodyRows()[0]!).queryByRole('img', { name: 'New' })).toBeNull());
    expect(within(bodyRows()[1]!).getByRole('img', { name: 'New' })).toBeTruthy();
  });
});

describe('/rebalance/{id}/', () => {
  it('shows a taa report: x100 percentages, a total per asset class, Cash and Total rows, commentary lines', async () => {
    const api = serveRebalance([testRebalanceReport({ id: 4, is_new: true })]);
    open('/rebalance/4/');
    await screen.findByRole('heading', { level: 1, name: Messages.rebalanceReportHeader });
    expect(screen.getByText('3 Oct 2026')).toBeTruthy();
    expect(screen.queryByText(Messages.rebalanceCancelled)).toBeNull();
    expect(screen.getByText(/tactical asset allocation \(TAA\) of your portfolio/)).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Tactical asset allocation' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Asset Class',
      'Investment Option',
      'Strategic Asset Allocation',
      'Current TAA',
      'Change in TAA',
      'Revised TAA',
    ]);
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    const figures = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(figures(row(/Australian Equities Growth/))).toEqual([
      'Australian Equities Growth',
      '35.00%',
      '37.00%',
      '-4.00%',
      '33.00%',
    ]);
    // Three decimals in the data: 0.165 is 16.50 %, exactly (no 16.499999 %).
    expect(figures(row(/Income Focus/))).toEqual(['Income Focus', '15.00%', '15.00%', '1.50%', '16.50%']);
    expect(figures(row(/^Total Australian Equities/))).toEqual(['', '50.00%', '52.00%', '-2.50%', '49.50%']);
    expect(figures(row(/^Total Fixed Income/))).toEqual(['', '35.00%', '34.00%', '1.50%', '35.50%']);
    expect(figures(row(/^Cash/))).toEqual(['', '15.00%', '14.00%', '1.00%', '15.00%']);
    const rows = within(table).getAllByRole('row');
    const total = rows.at(-1)!;
    expect(within(total).getByRole('rowheader').textContent).toBe('Total');
    expect(figures(total)).toEqual(['', '100.00%', '100.00%', '0.00%', '100.00%']);
    expect(within(rows.at(-2)!).getByRole('rowheader').textContent).toBe('Cash');

    const commentary = screen.getByRole('region', { name: 'Commentary' });
    expect(within(commentary).getByText('We are taking some profits in growth equities.')).toBeTruthy();
    expect(within(commentary).getByText('Cash stays at its strategic weight.')).toBeTruthy();
    await waitFor(() => expect(api.calls.seen).toEqual([4]));
  });

  it('shows a model portfolio report from data sent as a JSON string, with the Cancelled chip, without marking a seen report again', async () => {
    const api = serveRebalance([
      testRebalanceReport({
        id: 9,
        rebalance_type: 'model_portfolio',
        status: 'cancelled',
        date: '2026-07-08',
        data: JSON.stringify(testModelPortfolioData()),
      }),
    ]);
    open('/rebalance/9/');
    await screen.findByRole('heading', { level: 1, name: Messages.rebalanceReportHeader });
    expect(screen.getByText(Messages.rebalanceCancelled)).toBeTruthy();
    expect(screen.getByText('8 Jul 2026')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Model portfolio' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Code', 'Company name', 'Current Target', 'Change in Target', 'Revised target']);
    const telstra = within(table).getByRole('row', { name: /TLS/ });
    expect(
      within(telstra)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Telstra Group Limited', '12.00%', '-2.00%', '10.00%']);
    expect(api.calls.seen).toEqual([]);
  });

  it('says so when the report is not the user’s', async () => {
    serveRebalance([]);
    open('/rebalance/77/');
    expect(await screen.findByText('This rebalance report was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to rebalance history' })).toBeTruthy();
  });
});
