import { Messages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { CARD_TITLES } from '../fixtures/dashboard-page';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * The dashboard screen against the real server, for a new investor with no portfolio yet: every
 * answer of the seven card calls and the filter setup parses with the contract (a drift would
 * send the page to an error screen), the cards show their empty states, and a filter change is
 * saved. The demo investor's figures belong to the sign-in journeys' person, so they are not read here.
 */

test('a new investor sees the seven cards, empty, and can change the period', async ({ page }) => {
  test.setTimeout(90_000);
  await registerPerson(page, { baseURL, operatorKey });
  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dashboard filter' })).toBeVisible();
  for (const title of CARD_TITLES) {
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Return summary' }).getByText('Total return $0.00')).toBeVisible();
  await expectAccessible(page, 'dashboard without a portfolio');

  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/ipm/dashboard/filter-setup/') && r.request().method() === 'PATCH',
  );
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Previous financial year' }).click();
  expect((await saved).status()).toBe(200);
  await expect(
    page.getByRole('region', { name: 'Investments' }).getByText(Messages.investmentsNotAvailable),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Asset allocation' }).getByText(Messages.historicalDataNotAvailable),
  ).toBeVisible();

  // The choice was saved: a reload comes back with it.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Previous financial year');
  await expect(page).toHaveURL(`${baseURL}/dashboard/`);
});
