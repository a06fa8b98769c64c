import type { Locator, Page } from '@playwright/test';
import { CARD_TITLES, card, cardsTopToBottom, legendEntries, openDashboard } from '../fixtures/dashboard-page';
import { expect, test, useFilter, type PortfolioInvestor } from '../fixtures/portfolio-investor';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * The dashboard grid at a phone's size and a tablet's (spec 3 §2.1, §2.3, §9 breakpoints: mobile
 * below 600 px): one column of cards stacked on the phone, with the card filters as dropdowns and
 * no maximize; two columns side by side on the tablet, with filter buttons and maximize.
 */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function openWith(page: Page, investor: PortfolioInvestor) {
  await useFilter(page.request, investor, { period: 'twelve_months', account: [], investment_option: [] });
  await openDashboard(page);
}

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cards are stacked in one column, filters are dropdowns, nothing maximizes', async ({
    page,
    portfolioInvestor: investor,
  }) => {
    test.setTimeout(90_000);
    await openWith(page, investor);
    expect(await cardsTopToBottom(page)).toEqual(CARD_TITLES);
    const boxes = await Promise.all(CARD_TITLES.map((title) => box(card(page, title))));
    for (let i = 1; i < boxes.length; i++) {
      // Same left edge and width, each below the one before.
      expect(boxes[i]!.x).toBeCloseTo(boxes[0]!.x, 0);
      expect(boxes[i]!.width).toBeCloseTo(boxes[0]!.width, 0);
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
    // Each card takes the screen's width, less the page's margins, and nothing runs off it sideways.
    expect(boxes[0]!.width).toBeGreaterThan(390 * 0.8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: /^Maximize / })).toHaveCount(0);
    await expectAccessible(page, 'dashboard on a phone');

    // The card filter is a dropdown: choose Dividends, and the income legend shows them alone.
    for (const title of ['Return summary', 'Capital performance', 'Income']) {
      await expect(card(page, title).getByRole('combobox', { name: `${title} filter` })).toHaveText('Total');
      await expect(card(page, title).getByRole('group', { name: `${title} filter` })).toHaveCount(0);
    }
    const income = card(page, 'Income');
    await income.getByRole('combobox', { name: 'Income filter' }).click();
    await page.getByRole('option', { name: 'Dividends' }).click();
    await expect(income.getByRole('combobox', { name: 'Income filter' })).toHaveText('Dividends');
    await expect.poll(() => legendEntries(page, 'Income')).toEqual([expect.stringMatching(/^Dividends \$/)]);

    // Comparison mode is offered without maximizing.
    await expect(card(page, 'Total asset value').getByRole('switch', { name: 'Comparison Mode' })).toBeVisible();
  });
});

test.describe('on a tablet (768 x 1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('cards stand side by side in two columns, filters are buttons, cards maximize', async ({
    page,
    portfolioInvestor: investor,
  }) => {
    test.setTimeout(90_000);
    await openWith(page, investor);
    expect(await cardsTopToBottom(page)).toEqual(CARD_TITLES);
    // Pairs in the spec's order: total asset value | return summary, capital performance | income ...
    for (let i = 0; i + 1 < CARD_TITLES.length; i += 2) {
      const left = await box(card(page, CARD_TITLES[i]!));
      const right = await box(card(page, CARD_TITLES[i + 1]!));
      expect(right.y).toBeCloseTo(left.y, 0);
      expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
      expect(right.width).toBeCloseTo(left.width, 0);
    }
    const last = await box(card(page, 'Investments'));
    expect(last.x).toBeCloseTo((await box(card(page, 'Total asset value'))).x, 0);

    for (const title of ['Return summary', 'Capital performance', 'Income']) {
      const filter = card(page, title).getByRole('group', { name: `${title} filter` });
      await expect(filter.getByRole('button', { name: 'Total', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(card(page, title).getByRole('combobox', { name: `${title} filter` })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: /^Maximize / })).toHaveCount(7);
    await expect(card(page, 'Total asset value').getByRole('switch', { name: 'Comparison Mode' })).toHaveCount(0);
    await expectAccessible(page, 'dashboard on a tablet');
  });
});
