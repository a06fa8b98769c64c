import {
  assetAllocationSchema,
  capitalMovementSchema,
  capitalPerformanceSchema,
  DashboardPeriodLabel,
  formatDate,
  formatMoney,
  formatPercent,
  incomeSchema,
  investmentsSchema,
  Messages,
  returnSummarySchema,
  totalAssetValueSchema,
  type DashboardFilter,
} from '@portal/contract';
import type { Page } from '@playwright/test';
import {
  CARD_TITLES,
  INVESTMENTS_HEADER,
  card,
  figuresTable,
  investmentsTableRow,
  legendEntries,
  openDashboard,
  tableRows,
} from '../fixtures/dashboard-page';
import { dollars, sydneyToday } from '../fixtures/portfolio-feed';
import {
  dashboardApi,
  expect,
  filterParams,
  idsOf,
  test,
  useFilter,
  type PortfolioInvestor,
} from '../fixtures/portfolio-investor';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * The dashboard of an investor with portfolio data (a hand-made feed imported with the admin
 * CLI), against the real server: every figure the cards show, in legends and in "Show as table",
 * is what the API answers for the same filter, formatted as the screen formats it; a few are also
 * worked out from the feed itself. Changing the period, accounts and options refetches, and the
 * saved filter comes back after a reload.
 */

type MonthlyCard = {
  title: string;
  path: string;
  schema: { parse: (body: unknown) => { monthly_values: Array<Record<string, string>> } };
  /** Column label, the month's field, the total's field; a cost is shown below zero. */
  series: Array<{ label: string; field: string; total: string; cost?: boolean }>;
};

const MONTHLY_CARDS: MonthlyCard[] = [
  {
    title: 'Return summary',
    path: 'return-summary',
    schema: returnSummarySchema,
    series: [
      { label: 'Income return', field: 'income_return', total: 'total_income_return' },
      { label: 'Capital return', field: 'capital_return', total: 'total_capital_return' },
      { label: 'Fees', field: 'fee', total: 'total_fee', cost: true },
      { label: 'Total return', field: 'total_return', total: 'total_total_return' },
    ],
  },
  {
    title: 'Capital performance',
    path: 'capital-performance',
    schema: capitalPerformanceSchema,
    series: [
      { label: 'Unrealised', field: 'unrealised', total: 'total_unrealised' },
      { label: 'Realised', field: 'realised', total: 'total_realised' },
      { label: 'Options bought', field: 'options_bought', total: 'total_options_bought' },
      { label: 'Capital return', field: 'capital_return', total: 'total_capital_return' },
    ],
  },
  {
    title: 'Income',
    path: 'income',
    schema: incomeSchema,
    series: [
      { label: 'Premiums received', field: 'premiums_received', total: 'total_premiums_received' },
      { label: 'Dividends', field: 'dividends', total: 'total_dividends' },
      { label: 'Franking credits', field: 'franking_credits', total: 'total_franking_credits' },
      { label: 'Other income', field: 'other_income', total: 'total_other_income' },
    ],
  },
  {
    title: 'Capital movements',
    path: 'capital-movement',
    schema: capitalMovementSchema,
    series: [
      { label: 'Movements in', field: 'movements_in', total: 'total_movements_in' },
      { label: 'Movements out', field: 'movements_out', total: 'total_movements_out' },
      { label: 'Franking credits', field: 'franking_credits', total: 'total_franking_credits' },
      { label: 'Withholding tax', field: 'withholding_tax', total: 'total_withholding_tax' },
    ],
  },
];

/** A cost drawn below zero, as the return summary shows fees: '250.00' -> '-250.00'. */
function belowZero(amount: string): string {
  if (/^-?0+(\.0+)?$/.test(amount)) return amount.replace('-', '');
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

/** 'YYYY-MM' as the cards label a month: 'Oct 2026'. */
function monthLabel(month: string): string {
  return formatDate(`${month}-01`).slice(3);
}

type Expected = { legend: string[]; table: string[][] };

async function expectedMonthly(
  page: Page,
  investor: PortfolioInvestor,
  spec: MonthlyCard,
  filter: DashboardFilter,
): Promise<Expected> {
  const data = (await dashboardApi(page.request, investor, spec.path, filterParams(filter), spec.schema)) as {
    monthly_values: Array<Record<string, string>>;
  } & Record<string, unknown>;
  const shown = (amount: string, cost?: boolean) => formatMoney(cost ? belowZero(amount) : amount);
  const totals = spec.series.map((s) => shown(String(data[s.total]), s.cost));
  return {
    legend: spec.series.map((s, i) => `${s.label} ${totals[i]}`),
    table: [
      ['Month', ...spec.series.map((s) => s.label)],
      ...data.monthly_values.map((m) => [monthLabel(m.month!), ...spec.series.map((s) => shown(m[s.field]!, s.cost))]),
      ['Total', ...totals],
    ],
  };
}

async function expectedTotalAssetValue(page: Page, investor: PortfolioInvestor, filter: DashboardFilter) {
  const data = await dashboardApi(
    page.request,
    investor,
    'total-asset-value',
    filterParams(filter),
    totalAssetValueSchema,
  );
  const lines = [
    { label: 'Total asset value', points: data.total_asset_daily_values, total: data.totals.total_asset },
    ...(data.margin_loan_daily_values.length
      ? [
          { label: 'Margin loan', points: data.margin_loan_daily_values, total: data.totals.total_margin_loan },
          { label: 'Net equity', points: data.net_equity_daily_values, total: data.totals.net_equity },
        ]
      : []),
  ];
  return {
    data,
    legend: lines.map((l) => `${l.label} ${formatMoney(l.total)}`),
    table: [
      ['Date', ...lines.map((l) => l.label)],
      ...data.total_asset_daily_values.map((point, i) => [
        formatDate(point.date),
        ...lines.map((l) => formatMoney(l.points[i]!.amount)),
      ]),
    ],
  };
}

/** Every figure of the four monthly cards, total asset value and asset allocation, as the API has them. */
async function expectCardsToShow(page: Page, investor: PortfolioInvestor, filter: DashboardFilter): Promise<void> {
  for (const spec of MONTHLY_CARDS) {
    const expected = await expectedMonthly(page, investor, spec, filter);
    await expect
      .poll(() => legendEntries(page, spec.title), { message: `${spec.title} legend`, timeout: 15_000 })
      .toEqual(expected.legend);
    await expect.poll(() => figuresTable(page, spec.title), { message: `${spec.title} table` }).toEqual(expected.table);
  }
  const income = (await dashboardApi(page.request, investor, 'income', filterParams(filter), incomeSchema))
    .total_income_return;
  await expect(card(page, 'Income').getByText(/^Total income return/)).toHaveText(
    `Total income return ${formatMoney(income)}`,
  );

  const tav = await expectedTotalAssetValue(page, investor, filter);
  await expect.poll(() => legendEntries(page, 'Total asset value')).toEqual(tav.legend);
  await expect.poll(() => figuresTable(page, 'Total asset value')).toEqual(tav.table);

  const allocation = await dashboardApi(
    page.request,
    investor,
    'asset-allocations',
    filterParams(filter),
    assetAllocationSchema,
  );
  if (allocation.available) {
    const legend = card(page, 'Asset allocation').getByRole('list', { name: 'Asset allocation legend' });
    await expect(legend.getByRole('button')).toHaveText(
      allocation.items.map((item) => `${item.asset_class} ${formatPercent(item.actual)}`),
    );
    await expect
      .poll(() => figuresTable(page, 'Asset allocation'))
      .toEqual([
        ['Asset class', 'Actual', 'Value'],
        ...allocation.items.map((item) => [item.asset_class, formatPercent(item.actual), formatMoney(item.value)]),
      ]);
  } else {
    await expect(card(page, 'Asset allocation').getByText(Messages.historicalDataNotAvailable)).toBeVisible();
  }
}

/** The months of "twelve months back": this month in Sydney and the eleven before, 'YYYY-MM'. */
function twelveMonths(): string[] {
  const [year, month] = sydneyToday().split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Waits for the filter to be saved as `filter` (PATCH filter-setup with exactly it). */
function filterSaved(page: Page, filter: DashboardFilter) {
  return page.waitForRequest((r) => {
    if (r.method() !== 'PATCH' || !r.url().includes('/api/ipm/dashboard/filter-setup/')) return false;
    const sent = r.postDataJSON() as DashboardFilter;
    return (
      sent.period === filter.period &&
      sent.account.join() === filter.account.join() &&
      sent.investment_option.join() === filter.investment_option.join()
    );
  });
}

const everything: DashboardFilter = { period: 'twelve_months', account: [], investment_option: [] };

test('the seven cards show the figures the API answers, in legends and tables', async ({
  page,
  portfolioInvestor: investor,
}) => {
  test.setTimeout(120_000);
  await useFilter(page.request, investor, everything);
  await openDashboard(page);
  for (const title of CARD_TITLES) await expect(card(page, title)).toBeVisible();
  await expect(page.getByText(Messages.dataAvailableUpTo(formatDate(investor.feed.latestDay)))).toBeVisible();

  await expectCardsToShow(page, investor, everything);
  // Every card now shows its figures as a table too.
  await expectAccessible(page, 'dashboard with figures as tables');

  // A few figures worked out from the feed itself, so the comparison above is not of two empties.
  const months = new Set(twelveMonths());
  const dividends = investor.feed.cashFlows
    .filter((f) => f.kind === 'dividend' && months.has(f.day.slice(0, 7)))
    .reduce((sum, f) => sum + f.cents, 0);
  expect(await legendEntries(page, 'Income')).toContain(`Dividends ${formatMoney(dollars(dividends))}`);
  const latest = investor.feed.valuations.filter((v) => v.day === investor.feed.latestDay);
  const total = latest.reduce((sum, v) => sum + v.valueCents, 0);
  const loan = latest.reduce((sum, v) => sum + (v.loanCents ?? 0), 0);
  expect(await legendEntries(page, 'Total asset value')).toEqual([
    `Total asset value ${formatMoney(dollars(total))}`,
    `Margin loan ${formatMoney(dollars(loan))}`,
    `Net equity ${formatMoney(dollars(total - loan))}`,
  ]);

  // The investments card, maximized, lists the API's rows as they come (one per option and code).
  const rows = await dashboardApi(
    page.request,
    investor,
    'investments',
    { ...filterParams(everything), ordering: '-value', page_size: '99999' },
    investmentsSchema,
  );
  expect(rows.count).toBe(12);
  await card(page, 'Investments').getByRole('button', { name: 'Maximize Investments' }).click();
  const table = card(page, 'Investments').getByRole('table', { name: 'Investments' });
  await expect(table.getByRole('columnheader', { name: 'Investment option' })).toBeVisible();
  // The card's rows, one per code, stay on screen until every holding has loaded.
  await expect.poll(() => tableRows(table)).toEqual([INVESTMENTS_HEADER, ...rows.results.map(investmentsTableRow)]);
  await expect(card(page, 'Investments').getByText(`As at ${formatDate(investor.feed.latestDay)}`)).toBeVisible();
  await expectAccessible(page, 'dashboard with investments maximized');
});

test('changing period, accounts and options refetches the cards, and the filter survives a reload', async ({
  page,
  portfolioInvestor: investor,
}) => {
  test.setTimeout(180_000);
  const setup = await useFilter(page.request, investor, everything);
  const ids = idsOf(setup, investor);
  await openDashboard(page);
  await expectCardsToShow(page, investor, everything);
  const before = await legendEntries(page, 'Return summary');

  // The period: saved, every card asks again, and the figures are those of the new period.
  const previousYear: DashboardFilter = { ...everything, period: 'previous_financial_year' };
  let saved = filterSaved(page, previousYear);
  const refetched = page.waitForRequest(
    (r) => r.url().includes('/return-summary/') && new URL(r.url()).searchParams.get('period') === previousYear.period,
  );
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: DashboardPeriodLabel.previous_financial_year }).click();
  await saved;
  await refetched;
  await expectCardsToShow(page, investor, previousYear);
  // This month is in twelve months back and never in the previous financial year: different figures.
  expect(await legendEntries(page, 'Return summary')).not.toEqual(before);
  await expect(card(page, 'Investments').getByText(Messages.investmentsNotAvailable)).toBeVisible();

  // One account: its figures only, and no loan line (the SMSF has none).
  const currentYear: DashboardFilter = { ...everything, period: 'current_financial_year' };
  saved = filterSaved(page, currentYear);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: DashboardPeriodLabel.current_financial_year }).click();
  await saved;
  const oneAccount: DashboardFilter = { ...currentYear, account: [ids.smsf] };
  saved = filterSaved(page, oneAccount);
  await page.getByRole('combobox', { name: 'Accounts' }).click();
  await page.getByRole('option', { name: investor.feed.smsf.name }).click();
  await page.keyboard.press('Escape');
  await saved;
  await expectCardsToShow(page, investor, oneAccount);
  expect(await legendEntries(page, 'Total asset value')).toHaveLength(1);

  // The other account instead, then one of its options.
  const otherAccount: DashboardFilter = { ...currentYear, account: [ids.individual] };
  saved = filterSaved(page, otherAccount);
  await page.getByRole('combobox', { name: 'Accounts' }).click();
  await page.getByRole('option', { name: investor.feed.smsf.name }).click();
  await page.getByRole('option', { name: investor.feed.individual.name }).click();
  await page.keyboard.press('Escape');
  await saved;
  await expect(page.getByRole('combobox', { name: 'Accounts' })).toHaveText(investor.feed.individual.name);
  const oneOption: DashboardFilter = { ...otherAccount, investment_option: [ids.growth] };
  saved = filterSaved(page, oneOption);
  await page.getByRole('combobox', { name: 'Investment options' }).click();
  const listbox = page.getByRole('listbox');
  // Options are grouped under their account; only the chosen account's are offered.
  await expect(listbox.getByText(investor.feed.individual.name)).toBeVisible();
  await expect(listbox.getByRole('option')).toHaveText(['Growth', 'Income']);
  await listbox.getByRole('option', { name: 'Growth' }).click();
  await page.keyboard.press('Escape');
  await saved;
  await expectCardsToShow(page, investor, oneOption);
  // Growth carries the margin loan.
  expect(await legendEntries(page, 'Total asset value')).toHaveLength(3);

  // Choosing accounts clears the chosen options.
  saved = filterSaved(page, { ...currentYear, account: [] });
  await page.getByRole('combobox', { name: 'Accounts' }).click();
  await page.getByRole('option', { name: investor.feed.individual.name }).click();
  await page.keyboard.press('Escape');
  await saved;
  await expect(page.getByRole('combobox', { name: 'Investment options' })).toHaveText('All investment options');
  saved = filterSaved(page, oneOption);
  await page.getByRole('combobox', { name: 'Accounts' }).click();
  await page.getByRole('option', { name: investor.feed.individual.name }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Investment options' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Growth' }).click();
  await page.keyboard.press('Escape');
  await saved;

  // Saved: a reload comes back with the same choice and the same figures.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText(DashboardPeriodLabel.current_financial_year, {
    timeout: 30_000,
  });
  await expect(page.getByRole('combobox', { name: 'Accounts' })).toHaveText(investor.feed.individual.name);
  await expect(page.getByRole('combobox', { name: 'Investment options' })).toHaveText('Growth');
  await expectCardsToShow(page, investor, oneOption);
});
