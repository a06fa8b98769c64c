import { formatMoney, formatPercent, Messages, totalAssetValueSchema, type DashboardFilter } from '@portal/contract';
import type { Locator, Page } from '@playwright/test';
import { CARD_TITLES, card, cardsTopToBottom, legendEntries, openDashboard } from '../fixtures/dashboard-page';
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
 * Maximizing and minimizing cards, and strategy comparison on the total asset value card (spec 3
 * §2.1, §2.4, §4), for an investor with portfolio data, in Chromium at the desktop size.
 */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function openWith(page: Page, investor: PortfolioInvestor, filter: DashboardFilter) {
  const setup = await useFilter(page.request, investor, filter);
  await openDashboard(page);
  return setup;
}

test('a maximized card is full width, on top and taller; minimized it goes back with its filter on Total', async ({
  page,
  portfolioInvestor: investor,
}) => {
  test.setTimeout(120_000);
  await openWith(page, investor, { period: 'twelve_months', account: [], investment_option: [] });
  expect(await cardsTopToBottom(page)).toEqual(CARD_TITLES);
  // The grid spans from the left edge of the first column to the right edge of the second.
  const left = await box(card(page, 'Total asset value'));
  const right = await box(card(page, 'Return summary'));
  const gridBox = { x: left.x, width: right.x + right.width - left.x };
  const income = card(page, 'Income');
  const before = await box(income);
  // Two columns: Income sits beside Capital performance, half the width.
  expect((await box(card(page, 'Capital performance'))).y).toBeCloseTo(before.y, 0);
  expect(before.width).toBeLessThan(gridBox.width / 2);

  // Show dividends only, scroll down to the card, then maximize it.
  await income.getByRole('button', { name: 'Dividends' }).click();
  await expect.poll(() => legendEntries(page, 'Income')).toEqual([expect.stringMatching(/^Dividends \$/)]);
  await income.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await income.getByRole('button', { name: 'Maximize Income' }).click();

  await expect(income.getByRole('button', { name: 'Minimize Income' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect((await cardsTopToBottom(page))[0]).toBe('Income');
  await expectAccessible(page, 'dashboard with income maximized');
  const maximized = await box(income);
  expect(maximized.width).toBeCloseTo(gridBox.width, 0);
  expect(maximized.x).toBeCloseTo(gridBox.x, 0);
  // Taller: at least twice the default 380 it had room for before.
  expect(maximized.height).toBeGreaterThan(before.height);
  expect(maximized.height).toBeGreaterThanOrEqual(2 * 380);
  // The card filter is kept while maximized.
  await expect(income.getByRole('button', { name: 'Dividends' })).toHaveAttribute('aria-pressed', 'true');

  await income.getByRole('button', { name: 'Minimize Income' }).click();
  await expect(income.getByRole('button', { name: 'Maximize Income' })).toBeVisible();
  expect(await cardsTopToBottom(page)).toEqual(CARD_TITLES);
  const after = await box(income);
  expect(after.width).toBeCloseTo(before.width, 0);
  expect(after.height).toBeCloseTo(before.height, 0);
  // Back to Total: every series again.
  await expect(income.getByRole('button', { name: 'Total' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => legendEntries(page, 'Income')).toHaveLength(4);

  // The investments card, maximized, is at least the spec's 504 high.
  await card(page, 'Investments').getByRole('button', { name: 'Maximize Investments' }).click();
  expect((await cardsTopToBottom(page))[0]).toBe('Investments');
  expect((await box(card(page, 'Investments'))).height).toBeGreaterThanOrEqual(504);
});

test('comparison mode on total asset value: each message of spec 3 §2.4, then the options compared', async ({
  page,
  portfolioInvestor: investor,
}) => {
  test.setTimeout(120_000);
  const all: DashboardFilter = { period: 'twelve_months', account: [], investment_option: [] };
  const setup = await openWith(page, investor, all);
  const ids = idsOf(setup, investor);
  const tav = card(page, 'Total asset value');
  const comparison = tav.getByRole('switch', { name: 'Comparison Mode' });

  // Offered only on the maximized card (at this width).
  await expect(comparison).toBeHidden();
  await tav.getByRole('button', { name: 'Maximize Total asset value' }).click();
  await comparison.check();

  // Every account: one must be chosen.
  await expect(tav.getByText(Messages.comparisonNeedsOneAccount)).toBeVisible();
  await expectAccessible(page, 'comparison mode asking for one account');

  const chooseAccounts = async (names: string[]) => {
    await page.getByRole('combobox', { name: 'Accounts' }).click();
    for (const name of names) await page.getByRole('option', { name }).click();
    await page.keyboard.press('Escape');
  };
  // Two accounts: still one needed.
  await chooseAccounts([investor.feed.individual.name, investor.feed.smsf.name]);
  await expect(page.getByRole('combobox', { name: 'Accounts' })).toHaveText(
    `${investor.feed.individual.name}, ${investor.feed.smsf.name}`,
  );
  await expect(tav.getByText(Messages.comparisonNeedsOneAccount)).toBeVisible();

  // The SMSF alone has one strategy.
  await chooseAccounts([investor.feed.individual.name]);
  await expect(tav.getByText(Messages.comparisonNeedsMultipleStrategies)).toBeVisible();

  // The individual account with one of its two options chosen.
  await chooseAccounts([investor.feed.smsf.name, investor.feed.individual.name]);
  await page.getByRole('combobox', { name: 'Investment options' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Income' }).click();
  await page.keyboard.press('Escape');
  await expect(tav.getByText(Messages.comparisonNeedsOptions)).toBeVisible();

  // Both options: the comparison, each option with its amount and change as the API has them.
  await page.getByRole('combobox', { name: 'Investment options' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Growth' }).click();
  await page.keyboard.press('Escape');
  const compared: DashboardFilter = { ...all, account: [ids.individual], investment_option: [ids.income, ids.growth] };
  const data = await dashboardApi(
    page.request,
    investor,
    'total-asset-value',
    filterParams(compared),
    totalAssetValueSchema,
  );
  expect(data.investment_options.map((o) => o.label)).toEqual(['Growth', 'Income']);
  for (const option of data.investment_options) {
    const name = `${option.label} ${formatMoney(option.total_amount)} (${formatMoney(option.change.amount)}, ${formatPercent(option.change.percent)})`;
    await expect(tav.getByRole('checkbox', { name })).toBeChecked();
  }
  for (const message of [
    Messages.comparisonNeedsOneAccount,
    Messages.comparisonNeedsMultipleStrategies,
    Messages.comparisonNeedsOptions,
  ]) {
    await expect(tav.getByText(message)).toBeHidden();
  }
  // The legend has one line per option, with its latest amount.
  await expect
    .poll(() => legendEntries(page, 'Total asset value'))
    .toEqual(data.investment_options.map((o) => `${o.label} ${formatMoney(o.total_amount)}`));
  await expectAccessible(page, 'comparison mode comparing options');

  // Untick one: its line goes; untick both: at least one is needed.
  await tav.getByRole('checkbox', { name: /^Growth / }).uncheck();
  await expect
    .poll(() => legendEntries(page, 'Total asset value'))
    .toEqual([`Income ${formatMoney(data.investment_options[1]!.total_amount)}`]);
  await tav.getByRole('checkbox', { name: /^Income / }).uncheck();
  await expect(tav.getByText(Messages.comparisonNeedsTickedOption)).toBeVisible();
  await expect(tav.getByRole('list', { name: 'Total asset value legend' })).toBeHidden();
  // The options stay listed: ticking one again brings its line back.
  await tav.getByRole('checkbox', { name: /^Growth / }).check();
  await expect(tav.getByText(Messages.comparisonNeedsTickedOption)).toBeHidden();
  await expect
    .poll(() => legendEntries(page, 'Total asset value'))
    .toEqual([`Growth ${formatMoney(data.investment_options[0]!.total_amount)}`]);

  // Minimizing leaves comparison mode: the total lines are back, and so is the maximize button.
  await tav.getByRole('button', { name: 'Minimize Total asset value' }).click();
  await expect(tav.getByRole('group', { name: 'Investment options to compare' })).toBeHidden();
  await expect(comparison).toBeHidden();
  await expect
    .poll(() => legendEntries(page, 'Total asset value'))
    .toEqual([
      expect.stringMatching(/^Total asset value \$/),
      expect.stringMatching(/^Margin loan \$/),
      expect.stringMatching(/^Net equity \$/),
    ]);
  // Maximized again, it starts outside comparison mode.
  await tav.getByRole('button', { name: 'Maximize Total asset value' }).click();
  await expect(comparison).not.toBeChecked();
});
