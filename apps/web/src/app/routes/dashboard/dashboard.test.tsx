import { DASHBOARD_CARD_ORDER, Messages, investmentsCsvFileName, type DashboardFilterSetup } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { serveDashboard, type DashboardCalls } from '../../../testing/dashboard';
import { testFilterSetup } from '../../../testing/dashboard-fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const CARD_TITLES = [
  'Total asset value',
  'Return summary',
  'Capital performance',
  'Income',
  'Capital movements',
  'Asset allocation',
  'Investments',
];

async function openDashboard(options: Parameters<typeof serveDashboard>[0] = {}) {
  const api = serveDashboard(options);
  session.signIn('key');
  const app = renderApp({ url: '/dashboard/' });
  // The first visit in a run compiles the page and its charts: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 20_000 });
  await screen.findByRole('region', { name: 'Investments' }, { timeout: 20_000 });
  return { ...app, ...api };
}

const card = (name: string) => screen.getByRole('region', { name });
const cardTitles = () =>
  screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-labelledby'))
    .filter((id): id is string => id !== null)
    .map((id) => document.getElementById(id)?.textContent);
const legend = (name: string) => within(card(name)).getByRole('list', { name: `${name} legend` });

afterEach(() => vi.restoreAllMocks());

describe('/dashboard', () => {
  it('shows the seven cards in order with their legend totals, the data date and the disclaimer', async () => {
    await openDashboard();
    expect(DASHBOARD_CARD_ORDER).toHaveLength(7);
    expect(cardTitles()).toEqual(CARD_TITLES);
    expect(screen.getByText('Data available up to 20 Nov 2026')).toBeTruthy();

    await within(legend('Return summary')).findByText('$1,800.25');
    const returns = legend('Return summary');
    expect(within(returns).getByText(/Income return/).textContent).toBe('Income return $1,800.25');
    expect(within(returns).getByText(/Capital return/).textContent).toBe('Capital return $1,600.50');
    expect(within(returns).getByText(/Fees/).textContent).toBe('Fees -$250.00');
    expect(within(returns).getByText(/Total return/).textContent).toBe('Total return $3,150.75');
    await within(legend('Capital performance')).findByText('$800.00');
    expect(within(legend('Capital performance')).getByText(/Options bought/).textContent).toBe(
      'Options bought -$100.00',
    );
    expect(within(card('Income')).getByText(/Total income return/).textContent).toBe('Total income return $1,800.25');
    expect(within(legend('Capital movements')).getByText(/Withholding tax/).textContent).toBe(
      'Withholding tax -$15.00',
    );
    await within(legend('Total asset value')).findByText('$252,500.00');
    // No margin loan in the period: no loan or net equity lines.
    expect(within(legend('Total asset value')).queryByText(/Margin loan/)).toBeNull();
    expect(
      within(card('Asset allocation')).getByRole('button', { name: 'Show Australian Equities investments' })
        .textContent,
    ).toContain('72.50%');

    const disclaimer = screen.getByRole('complementary', { name: 'Disclaimer' });
    for (const sentence of Messages.portalDisclaimer) expect(within(disclaimer).getByText(sentence)).toBeTruthy();
  });

  it('shows a chart’s figures as a table and explains what the figure means', async () => {
    const { user } = await openDashboard();
    const summary = card('Return summary');
    await within(legend('Return summary')).findByText('$1,800.25');
    await user.click(within(summary).getByRole('button', { name: 'Show as table' }));
    const table = within(summary).getByRole('table', { name: 'Return summary figures' });
    const october = within(table).getByRole('row', { name: /Oct 2026/ });
    expect(
      within(october)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$800.25', '-$1,200.00', '-$100.00', '-$499.75']);
    expect(within(table).getByRole('row', { name: /^Total \$/ }).textContent).toContain('$3,150.75');
    expect(
      within(summary).getByRole('button', { name: 'About Return summary' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('shows margin loan and net equity only when the period has a loan', async () => {
    await openDashboard({ withLoan: true });
    await within(legend('Total asset value')).findByText('$50,000.00');
    expect(within(legend('Total asset value')).getByText(/Net equity/).textContent).toBe('Net equity $202,500.00');
  });

  it('choosing accounts clears the chosen options, saves the filter and refetches the cards', async () => {
    const { user, calls } = await openDashboard({
      setup: testFilterSetup({ account: [11], investment_option: [101] }),
    });
    await user.click(screen.getByRole('combobox', { name: 'Accounts' }));
    await user.click(await screen.findByRole('option', { name: 'Jane Smith SMSF' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(calls.patches).toEqual([
        { period: 'twelve_months', account: [11, 12], investment_option: [], asset: null },
      ]),
    );
    await waitFor(() =>
      expect(calls.requests.some((r) => r.endpoint === 'return-summary' && r.params.get('account') === '11,12')).toBe(
        true,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Investment options' }).textContent).toBe('All investment options');

    // Options are grouped by account, and only the chosen accounts' options are offered.
    await user.click(screen.getByRole('combobox', { name: 'Investment options' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Smith Family Trust')).toBeTruthy();
    // The account names head their groups; they are not options, and describe each option.
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Growth', 'Income', 'Balanced']);
    expect(
      options.map((o) => o.getAttribute('aria-describedby')).map((id) => document.getElementById(id!)?.textContent),
    ).toEqual(['Smith Family Trust', 'Smith Family Trust', 'Jane Smith SMSF']);
    await user.click(within(listbox).getByRole('option', { name: 'Balanced' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(calls.patches.at(-1)).toEqual({
        period: 'twelve_months',
        account: [11, 12],
        investment_option: [201],
        asset: null,
      }),
    );
    await waitFor(() =>
      expect(calls.requests.some((r) => r.endpoint === 'income' && r.params.get('investment_option') === '201')).toBe(
        true,
      ),
    );
  });

  it('quick changes are saved one after another, so the last choice is the one kept', async () => {
    const { user, calls, store } = await openDashboard();
    // The server holds the first save until the test lets it go.
    let saves = 0;
    let releaseFirst = () => {};
    const released = new Promise<void>((resolve) => (releaseFirst = resolve));
    server.use(
      http.patch('*/api/ipm/dashboard/filter-setup/', async () => {
        saves += 1;
        if (saves === 1) await released;
        return undefined;
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Accounts' }));
    await user.click(await screen.findByRole('option', { name: 'Smith Family Trust' }));
    await user.click(screen.getByRole('option', { name: 'Jane Smith SMSF' }));
    await user.keyboard('{Escape}');
    // The screen shows the second choice at once, but its save waits for the first to be answered.
    const accounts = () => screen.getByRole('combobox', { name: 'Accounts' }).textContent;
    await waitFor(() => expect(accounts()).toBe('Smith Family Trust, Jane Smith SMSF'));
    expect(saves).toBe(1);

    releaseFirst();
    await waitFor(() => expect(calls.patches).toHaveLength(2));
    expect(calls.patches.map((p) => p.account)).toEqual([[11], [11, 12]]);
    expect(store.setup.account).toEqual([11, 12]);
    // The first answer, now out of date, did not put the first choice back on screen.
    expect(accounts()).toBe('Smith Family Trust, Jane Smith SMSF');
    await waitFor(() =>
      expect(calls.requests.some((r) => r.endpoint === 'income' && r.params.get('account') === '11,12')).toBe(true),
    );
    expect(accounts()).toBe('Smith Family Trust, Jane Smith SMSF');
  });

  it('the previous financial year has no allocation history and no investments', async () => {
    const { user, calls } = await openDashboard();
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Previous financial year' }));
    await waitFor(() => expect(calls.patches.at(-1)?.period).toBe('previous_financial_year'));
    expect(await within(card('Asset allocation')).findByText(Messages.historicalDataNotAvailable)).toBeTruthy();
    expect(within(card('Investments')).getByText(Messages.investmentsNotAvailable)).toBeTruthy();
    expect(within(card('Investments')).queryByRole('table')).toBeNull();
  });

  it('maximizing moves a card to the top; minimizing puts it back and resets its filter to Total', async () => {
    const { user } = await openDashboard();
    const income = card('Income');
    await user.click(within(income).getByRole('button', { name: 'Dividends' }));
    expect(within(legend('Income')).queryByText(/Premiums received/)).toBeNull();

    await user.click(within(income).getByRole('button', { name: 'Maximize Income' }));
    expect(cardTitles()[0]).toBe('Income');
    expect(within(card('Income')).getByRole('button', { name: 'Dividends' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(card('Income')).getByRole('button', { name: 'Minimize Income' }));
    expect(cardTitles()).toEqual(CARD_TITLES);
    expect(within(card('Income')).getByRole('button', { name: 'Total' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(legend('Income')).getByText(/Premiums received/)).toBeTruthy();
  });

  describe('comparison mode (total asset value, maximized)', () => {
    async function compare(setup: DashboardFilterSetup) {
      const app = await openDashboard({ setup });
      await app.user.click(
        within(card('Total asset value')).getByRole('button', { name: 'Maximize Total asset value' }),
      );
      await app.user.click(within(card('Total asset value')).getByRole('switch', { name: 'Comparison Mode' }));
      return app;
    }

    it('needs exactly one account', async () => {
      await compare(testFilterSetup({ account: [] }));
      expect(within(card('Total asset value')).getByText(Messages.comparisonNeedsOneAccount)).toBeTruthy();
    });

    it('needs an account with several strategies', async () => {
      await compare(testFilterSetup({ account: [12] }));
      expect(within(card('Total asset value')).getByText(Messages.comparisonNeedsMultipleStrategies)).toBeTruthy();
    });

    it('needs more than one chosen option', async () => {
      await compare(testFilterSetup({ account: [11], investment_option: [101] }));
      expect(within(card('Total asset value')).getByText(Messages.comparisonNeedsOptions)).toBeTruthy();
    });

    it('lists the options with amount and change, and needs one ticked', async () => {
      const { user } = await compare(testFilterSetup({ account: [11] }));
      const tav = card('Total asset value');
      const growth = await within(tav).findByRole('checkbox', { name: 'Growth $152,500.00 ($2,500.00, 1.67%)' });
      const incomeOption = within(tav).getByRole('checkbox', { name: /^Income/ });
      expect(within(legend('Total asset value')).getByText(/Growth/).textContent).toBe('Growth $152,500.00');
      await user.click(growth);
      await user.click(incomeOption);
      expect(within(tav).getByText(Messages.comparisonNeedsTickedOption)).toBeTruthy();
      // The options stay listed, so one can be ticked again and its line comes back.
      await user.click(within(tav).getByRole('checkbox', { name: /^Income/ }));
      expect(within(tav).queryByText(Messages.comparisonNeedsTickedOption)).toBeNull();
      expect(within(legend('Total asset value')).getByText(/Income/)).toBeTruthy();
      await user.click(within(tav).getByRole('checkbox', { name: /^Income/ }));

      // Minimizing leaves comparison mode.
      await user.click(within(tav).getByRole('button', { name: 'Minimize Total asset value' }));
      expect(within(card('Total asset value')).queryByText(Messages.comparisonNeedsTickedOption)).toBeNull();
      expect(within(legend('Total asset value')).getByText(/Total asset value/)).toBeTruthy();
    });
  });

  describe('investments', () => {
    const investmentsTable = () => within(card('Investments')).getByRole('table', { name: 'Investments' });

    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const grouping = (calls: DashboardCalls) =>
      calls.requests.filter((r) => r.endpoint === 'investments').map((r) => r.params.get('group_by_investment'));

    it('not maximized, asks the server for one row per investment and shows its rows', async () => {
      const { calls } = await openDashboard();
      const table = investmentsTable();
      const bhp = await within(table).findByRole('row', { name: /^BHP BHP Group Limited/ });
      // The server's sums: 1000 + 500.5 units; $45,120.00 + $22,582.56.
      expect(cells(bhp)).toEqual(['1500.5', '$45.12', '$67,702.56']);
      expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
      expect(within(table).queryByRole('columnheader', { name: 'Account' })).toBeNull();
      expect(grouping(calls).length).toBeGreaterThan(0);
      expect(grouping(calls).every((asked) => asked === 'true')).toBe(true);
    });

    it('maximized, groups by investment only when the box is ticked, and shows account and option', async () => {
      const { user, calls } = await openDashboard();
      await within(investmentsTable()).findByRole('row', { name: /^CBA/ });
      // The server holds every holding until the test lets it go.
      let held = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.get('*/api/ipm/dashboard/investments/', async ({ request }) => {
          if (new URL(request.url).searchParams.get('group_by_investment') !== 'false') return undefined;
          held += 1;
          await released;
          return undefined;
        }),
      );
      const box = () => within(card('Investments')).getByRole('checkbox', { name: Messages.groupByInvestment });
      expect((box() as HTMLInputElement).checked).toBe(false);

      await user.click(within(card('Investments')).getByRole('button', { name: 'Maximize Investments' }));
      await waitFor(() => expect(held).toBe(1));
      // The grouped rows stay on screen while every holding loads.
      expect(within(investmentsTable()).getAllByRole('row')).toHaveLength(1 + 3);
      release();
      await waitFor(() => expect(within(investmentsTable()).getAllByRole('row')).toHaveLength(1 + 4));
      expect(grouping(calls).at(-1)).toBe('false');
      const wide = investmentsTable();
      for (const name of ['Target units', 'Account', 'Investment option']) {
        expect(within(wide).getByRole('columnheader', { name })).toBeTruthy();
      }
      expect(cells(within(wide).getByRole('row', { name: /Income/ }))).toEqual([
        '500.5',
        '$45.12',
        '$22,582.56',
        '1000',
        'Smith Family Trust',
        'Income',
      ]);

      // The server's grouped rows again (the card asked for them before it was maximized).
      await user.click(box());
      await waitFor(() => expect(within(investmentsTable()).getAllByRole('row')).toHaveLength(1 + 3));
      expect(cells(within(investmentsTable()).getByRole('row', { name: /^BHP BHP/ }))).toEqual([
        '1500.5',
        '$45.12',
        '$67,702.56',
        '2000',
        '',
        '',
      ]);
    });

    it('notes that struck rows are capped at the strike', async () => {
      await openDashboard();
      const row = await within(investmentsTable()).findByRole('row', { name: /BHPXY9/ });
      expect(row.getAttribute('data-struck')).toBe('true');
      expect(within(card('Investments')).getByText(Messages.priceCappedAtStrike)).toBeTruthy();
    });

    it('searches once typing stops, and sorts on the server', async () => {
      const { user, calls } = await openDashboard();
      const search = within(card('Investments')).getByRole('searchbox', { name: 'Search investments' });
      expect(search.getAttribute('placeholder')).toBe(Messages.investmentsSearchPlaceholder);
      await user.type(search, 'cba');
      await within(investmentsTable()).findByRole('row', { name: /^CBA/ });
      await waitFor(() => expect(within(investmentsTable()).queryByRole('row', { name: /^BHP BHP/ })).toBeNull());
      const searches = calls.requests.filter((r) => r.endpoint === 'investments').map((r) => r.params.get('search'));
      expect(searches).toContain('cba');
      expect(searches).not.toContain('c');
      expect(searches).not.toContain('cb');

      await user.click(within(investmentsTable()).getByRole('button', { name: 'Units' }));
      await waitFor(() => expect(calls.requests.at(-1)?.params.get('ordering')).toBe('units'));
      await user.click(within(investmentsTable()).getByRole('button', { name: 'Units' }));
      await waitFor(() => expect(calls.requests.at(-1)?.params.get('ordering')).toBe('-units'));
      expect(calls.requests.at(-1)?.params.get('page_size')).toBe('99999');
    });

    it('filters by the asset class chosen in the allocation card, by its id, saved with the filter; the chip removes it', async () => {
      const { user, calls } = await openDashboard();
      await within(investmentsTable()).findByRole('row', { name: /^BHPXY9/ });
      const otherCards = () => calls.requests.filter((r) => r.endpoint !== 'investments').length;
      const before = otherCards();
      await user.click(
        await within(card('Asset allocation')).findByRole('button', { name: 'Show Australian Equities investments' }),
      );
      // The investments call sends the class's id; the filter is saved with {id, name}.
      await waitFor(() => expect(calls.requests.at(-1)?.params.get('asset_class')).toBe('1'));
      expect(calls.patches.at(-1)).toEqual({
        period: 'twelve_months',
        account: [],
        investment_option: [],
        asset: { id: 1, name: 'Australian Equities' },
      });
      const chip = within(card('Investments')).getByRole('button', { name: 'Asset class Australian Equities' });
      expect(chip.textContent).toBe('Australian Equities');
      await waitFor(() => expect(within(investmentsTable()).queryByRole('row', { name: /^BHPXY9/ })).toBeNull());
      expect(within(investmentsTable()).getByRole('row', { name: /^CBA/ })).toBeTruthy();
      // Only the investments card depends on the asset class.
      expect(otherCards()).toBe(before);

      await user.click(within(chip).getByTestId('CancelIcon'));
      expect(within(card('Investments')).queryByRole('button', { name: /^Asset class/ })).toBeNull();
      await waitFor(() => expect(calls.patches.at(-1)?.asset).toBeNull());
      // Every class again (the answer without a class is still at hand: no new call needed).
      await within(investmentsTable()).findByRole('row', { name: /^BHPXY9/ });
    });

    it('opens with the saved asset class as a chip, and keeps it when the period changes', async () => {
      const { user, calls } = await openDashboard({ setup: testFilterSetup({ asset: { id: 2, name: 'Cash' } }) });
      expect(await within(card('Investments')).findByRole('button', { name: 'Asset class Cash' })).toBeTruthy();
      await waitFor(() =>
        expect(calls.requests.some((r) => r.endpoint === 'investments' && r.params.get('asset_class') === '2')).toBe(
          true,
        ),
      );
      await user.click(screen.getByRole('combobox', { name: 'Period' }));
      await user.click(await screen.findByRole('option', { name: 'Current financial year' }));
      await waitFor(() => expect(calls.patches.at(-1)?.period).toBe('current_financial_year'));
      expect(calls.patches.at(-1)?.asset).toEqual({ id: 2, name: 'Cash' });
      expect(within(card('Investments')).getByRole('button', { name: 'Asset class Cash' })).toBeTruthy();
    });

    it('downloads every holding as CSV: the count first, then all rows as text/csv', async () => {
      const createObjectURL = vi.fn(() => 'blob:investments');
      Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
      let downloaded = '';
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloaded = this.download;
      });
      const { user, calls } = await openDashboard();
      await within(investmentsTable()).findByRole('row', { name: /^CBA/ });
      const before = calls.requests.length;
      await user.click(within(card('Investments')).getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(downloaded).toBe(investmentsCsvFileName()));
      expect(downloaded).toMatch(/^Investments-\d{8}\.csv$/);
      const [count, all] = calls.requests.slice(before);
      // The card shows one row per investment, but the file follows the unticked box: every holding.
      expect(count?.params.get('group_by_investment')).toBe('false');
      expect(all?.params.get('group_by_investment')).toBe('false');
      expect(count?.params.get('page_size')).toBe('1');
      expect(count?.accept).toContain('application/json');
      expect(all?.params.get('page_size')).toBe('4');
      expect(all?.accept).toBe('text/csv');
      expect(createObjectURL).toHaveBeenCalledOnce();
    });
  });
});
