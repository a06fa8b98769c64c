import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, investor, staff, submitLogin } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/**
 * The back office's accounts (issue #23): the demo staff member searches "Bennett", opens the demo
 * company and reads its members and what it still lacks. Activates nothing: the demo accounts'
 * statuses are other journeys' to assert on.
 */
test('a member of staff finds the demo company by search and sees its members', async ({ page }) => {
  const signedIn = new Date();
  await submitLogin(page, baseURL, staff.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, signedIn));
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/back-office/accounts/');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Accounts' });
  // The search goes to the server (what it matches is the API test's subject: accounts the
  // journeys before this one opened for the demo investor match by her name, not theirs).
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/operator/accounts/') && r.url().includes('search=Bennett') && r.ok(),
  );
  await page.getByRole('searchbox', { name: 'Search by name, ABN, ACN or member' }).fill('Bennett');
  await searched;
  const company = grid.getByRole('link', { name: 'Bennett Capital Pty Ltd' });
  await expect(company).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page, 'back office accounts');

  await company.click();
  await expect(page).toHaveURL(/\/back-office\/accounts\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bennett Capital Pty Ltd' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details', exact: true });
  await expect(details).toContainText('Company');
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: new RegExp(investor.email) })).toContainText('Primary user');
  await expect(members.getByRole('row', { name: /James Bennett/ })).toContainText('Invitation sent');
  await expect(page.getByRole('region', { name: 'Missing details' })).toBeVisible();
  await expectAccessible(page, 'back office account');
});
