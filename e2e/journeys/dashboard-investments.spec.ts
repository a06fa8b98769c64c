import fs from 'node:fs';
import {
  assetAllocationSchema,
  formatMoney,
  INVESTMENTS_CSV_COLUMNS,
  investmentsCsvFileName,
  investmentsSchema,
  Messages,
  type DashboardFilter,
} from '@portal/contract';
import type { Page, Request } from '@playwright/test';
import { INVESTMENTS_HEADER, card, investmentsTableRow, openDashboard, tableRows } from '../fixtures/dashboard-page';
import {
  dashboardApi,
  expect,
  filterParams,
  test,
  useFilter,
  type PortfolioInvestor,
} from '../fixtures/portfolio-investor';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * The investments card (spec 3 §2.5) for an investor with holdings: rows merged by the server,
 * search after typing stops (on a fake clock), server sorting, group by investment, the
 * asset-class chip, the struck rows and the CSV download, whose rows are the table's.
 */

const all = { period: 'twelve_months', account: [], investment_option: [] } as const;
async function openInvestments(page: Page, investor: PortfolioInvestor, options: { fakeClock?: boolean } = {}) {
  await useFilter(page.request, investor, { ...all, account: [], investment_option: [] });
  // A fake clock runs like the real one until it is paused (page.clock.pauseAt).
  if (options.fakeClock) await page.clock.install();
  const investments: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/ipm/dashboard/investments/')) investments.push(r);
  });
  await openDashboard(page);
  const region = card(page, 'Investments');
  const table = region.getByRole('table', { name: 'Investments' });
  await expect(table.getByRole('row', { name: /^CBA / })).toBeVisible();
  return { region, table, investments };
}

async function apiRows(page: Page, investor: PortfolioInvestor, query: Record<string, string>) {
  return dashboardApi(
    page.request,
    investor,
    'investments',
    { ...filterParams({ ...all, account: [], investment_option: [] }), page_size: '99999', ...query },
    investmentsSchema,
  );
}

test('rows of one code are merged on the card, listed per option when maximized; struck rows are marked', async ({
  page,
  portfolioInvestor: investor,
}) => {
  test.setTimeout(90_000);
  const { region, table, investments } = await openInvestments(page, investor);
  // The server adds up each code: the card never loads every holding to merge them itself.
  expect(investments.length).toBeGreaterThan(0);
  expect(investments.every((r) => new URL(r.url()).searchParams.get('group_by_investment') === 'true')).toBe(true);
  const grouped = await apiRows(page, investor, { ordering: '-value', group_by_investment: 'true' });
  expect(await tableRows(table)).toEqual([
    INVESTMENTS_HEADER.slice(0, 4),
    ...grouped.results.map((r) => investmentsTableRow(r).slice(0, 4)),
  ]);
  // BHP is held by all three options: 1000 + 500.5 + 200 units; $45,120.00 + $22,582.56 + $9,024.00.
  await expect(table.getByRole('row', { name: /^BHP / })).toHaveCount(1);
  expect((await tableRows(table)).find((r) => r[0]!.startsWith('BHP '))).toEqual([
    'BHP BHP Group Limited',
    '1700.5',
    '$45.12',
    '$76,726.56',
  ]);
  // CASH too (three options), so 12 holdings are 8 rows.
  await expect(table.getByRole('row')).toHaveCount(1 + 8);

  await expect(region.getByText(Messages.priceCappedAtStrike)).toBeVisible();
  const cba = table.getByRole('row', { name: /^CBA / });
  await expect(cba.getByRole('cell', { name: '$148.20' })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(table.getByRole('row', { name: /^WBC / }).getByRole('cell', { name: '$33.10' })).not.toHaveCSS(
    'text-decoration-line',
    'line-through',
  );

  await region.getByRole('button', { name: 'Maximize Investments' }).click();
  const expected = await apiRows(page, investor, { ordering: '-value' });
  expect(expected.count).toBe(12);
  await expect(table.getByRole('columnheader', { name: 'Investment option' })).toBeVisible();
  // The merged rows stay on screen until every holding has loaded.
  await expect.poll(() => tableRows(table)).toEqual([INVESTMENTS_HEADER, ...expected.results.map(investmentsTableRow)]);
});

test('search asks the server once typing has stopped for 300 ms', async ({ page, portfolioInvestor: investor }) => {
  test.setTimeout(90_000);
  const { region, table, investments } = await openInvestments(page, investor, { fakeClock: true });
  const search = region.getByRole('searchbox', { name: 'Search investments' });
  await expect(search).toHaveAttribute('placeholder', Messages.investmentsSearchPlaceholder);

  // The clock stops here: typing takes no time, and the debounce runs only when told.
  await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now() + 1000)));
  const searched = () => investments.map((r) => new URL(r.url()).searchParams.get('search'));
  await search.pressSequentially('bhp');
  await page.clock.runFor(299);
  expect(searched()).not.toContain('bhp');
  const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.get('search') === 'bhp');
  await page.clock.runFor(1);
  await asked;
  // Time flows again (the query cache hands answers to the screen on a timer too).
  await page.clock.resume();
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  await expect(table.getByRole('row', { name: /^BHP / })).toBeVisible();
  // Never the partial words.
  expect(searched()).not.toContain('b');
  expect(searched()).not.toContain('bh');

  // Names are searched too: 'bank' finds the Commonwealth Bank and Westpac Banking.
  await search.fill('bank');
  await region.getByRole('button', { name: 'Maximize Investments' }).click();
  const expected = await apiRows(page, investor, { ordering: '-value', search: 'bank' });
  expect(expected.results.map((r) => r.code)).toEqual(['CBA', 'WBC']);
  await expect.poll(() => tableRows(table)).toEqual([INVESTMENTS_HEADER, ...expected.results.map(investmentsTableRow)]);
});

test('sorting is done by the server; group by investment adds up each code', async ({
  page,
  portfolioInvestor: investor,
}) => {
  test.setTimeout(90_000);
  const { region, table, investments } = await openInvestments(page, investor);
  await region.getByRole('button', { name: 'Maximize Investments' }).click();

  for (const ordering of ['units', '-units', 'code']) {
    const label = ordering.endsWith('code') ? 'Investment Name' : 'Units';
    const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.get('ordering') === ordering);
    await table.getByRole('button', { name: label, exact: true }).click();
    await asked;
    const expected = await apiRows(page, investor, { ordering });
    await expect
      .poll(() => tableRows(table), { message: ordering })
      .toEqual([INVESTMENTS_HEADER, ...expected.results.map(investmentsTableRow)]);
  }
  expect(investments.every((r) => new URL(r.url()).searchParams.get('page_size') === '99999')).toBe(true);

  const grouped = page.waitForRequest((r) => new URL(r.url()).searchParams.get('group_by_investment') === 'true');
  await region.getByRole('checkbox', { name: Messages.groupByInvestment }).check();
  await grouped;
  const expected = await apiRows(page, investor, { ordering: 'code', group_by_investment: 'true' });
  await expect.poll(() => tableRows(table)).toEqual([INVESTMENTS_HEADER, ...expected.results.map(investmentsTableRow)]);
  // One row per code: BHP's three holdings added up (1000 + 500.5 + 200; 45,120.00 + 22,582.56 + 9,024.00).
  expect((await tableRows(table)).find((r) => r[0]!.startsWith('BHP '))).toEqual([
    'BHP BHP Group Limited',
    '1700.5',
    '$45.12',
    '$76,726.56',
    '1800',
    '',
    '',
  ]);

  // An asset class chosen in the allocation card filters the table by its id (spec 3 §7), and is
  // saved with the filter as {id, name}, until its chip is removed.
  const allocation = await dashboardApi(
    page.request,
    investor,
    'asset-allocations',
    filterParams({ ...all, account: [], investment_option: [] }),
    assetAllocationSchema,
  );
  const cash = allocation.items.find((item) => item.asset_class === 'Cash')!;
  const byCash = page.waitForRequest(
    (r) =>
      r.url().includes('/api/ipm/dashboard/investments/') &&
      new URL(r.url()).searchParams.get('asset_class') === String(cash.id),
  );
  const saved = page.waitForRequest(
    (r) =>
      r.method() === 'PATCH' &&
      r.url().includes('/api/ipm/dashboard/filter-setup/') &&
      (r.postDataJSON() as DashboardFilter).asset?.id === cash.id,
  );
  await card(page, 'Asset allocation').getByRole('button', { name: 'Show Cash investments' }).click();
  await byCash;
  await saved;
  const chip = region.getByRole('button', { name: 'Asset class Cash' });
  await expect(chip).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  await expect(table.getByRole('row', { name: /^CASH / })).toBeVisible();
  await expectAccessible(page, 'investments grouped, filtered by asset class');
  // Saved: the next visit opens with it (the card back to one row per code, as grouped here).
  await page.reload();
  await expect(chip).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  // Removed from the keyboard, as MUI's chip offers: Delete on the focused chip.
  const cleared = page.waitForRequest(
    (r) =>
      r.method() === 'PATCH' &&
      r.url().includes('/api/ipm/dashboard/filter-setup/') &&
      (r.postDataJSON() as DashboardFilter).asset === null,
  );
  await chip.press('Delete');
  await cleared;
  await expect(chip).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(1 + expected.count);
});

test('the CSV download holds every row of the table: the count first, then all rows as text/csv', async ({
  page,
  portfolioInvestor: investor,
}) => {
  test.setTimeout(90_000);
  const { region, table, investments } = await openInvestments(page, investor);
  await region.getByRole('button', { name: 'Maximize Investments' }).click();
  const expected = await apiRows(page, investor, { ordering: '-value' });
  await expect.poll(() => tableRows(table)).toEqual([INVESTMENTS_HEADER, ...expected.results.map(investmentsTableRow)]);

  const before = investments.length;
  const downloaded = page.waitForEvent('download');
  await region.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(investmentsCsvFileName());
  expect(download.suggestedFilename()).toMatch(/^Investments-\d{8}\.csv$/);

  const [count, everything] = investments.slice(before);
  expect(new URL(count!.url()).searchParams.get('page_size')).toBe('1');
  expect(count!.headers()['accept']).toContain('application/json');
  expect(new URL(everything!.url()).searchParams.get('page_size')).toBe(String(expected.count));
  expect(everything!.headers()['accept']).toBe('text/csv');

  const [header, ...rows] = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
  expect(header).toEqual([...INVESTMENTS_CSV_COLUMNS]);
  // Each CSV row, shown the way the table shows it, is the table's row, in the same order.
  const [, ...shown] = await tableRows(table);
  expect(rows).toHaveLength(12);
  expect(
    rows.map(([code, name, , units, price, value, target, account, option]) => [
      `${code} ${name}`,
      units!,
      formatMoney(price!),
      formatMoney(value!),
      target!,
      account!,
      option!,
    ]),
  ).toEqual(shown);
  expect(rows.filter((r) => r[9] === 'yes').map((r) => r[0])).toEqual(['CBA']);
});

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks; records end with CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}
