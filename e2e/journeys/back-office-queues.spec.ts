import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, staff, submitLogin } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/**
 * The back office's queues (issue #23): the demo staff member (an operator) opens the change
 * requests and the redemptions, then finds their own visit to the change requests in the audit
 * trail and downloads it as CSV. Decides nothing: the demo's requests and notes are left to the
 * journeys that assert on them.
 */
test('a member of staff works through the queues and finds their visit in the audit trail', async ({ page }) => {
  const signedIn = new Date();
  await submitLogin(page, baseURL, staff.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, signedIn));
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/back-office/change-requests/');
  await expect(page.getByRole('heading', { level: 1, name: 'Change requests' })).toBeVisible();
  const changeRequests = page.getByRole('grid', { name: 'Change requests' });
  await expect(changeRequests).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await expect(changeRequests.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page, 'back office change requests');

  await page.goto('/back-office/redemptions/');
  await expect(page.getByRole('heading', { level: 1, name: 'Redemptions' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Redemption requests' })).toBeVisible();
  await expectAccessible(page, 'back office redemptions');

  await page.goto('/back-office/audit/');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Actor' }).fill(staff.email);
  await page.getByRole('textbox', { name: 'Action' }).fill('GET /api/operator/change-requests/');
  await page.getByRole('button', { name: 'Search' }).click();
  const entries = page.getByRole('grid', { name: 'Audit entries' });
  // The filter changed once: two reads of the list (awaiting approval, then every status), newest first.
  await expect(entries.getByRole('row', { name: /GET \/api\/operator\/change-requests\// })).toHaveCount(2);
  await expect(entries.getByRole('row').nth(1)).toContainText(', Operator');
  await expectAccessible(page, 'back office audit trail');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-trail.csv');
  const csv = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\n');
  expect(lines[0]).toMatch(/^id,at,actor_kind/);
  expect(lines.slice(1)).toHaveLength(2);
  expect(lines.slice(1).every((line) => line.includes('GET /api/operator/change-requests/'))).toBe(true);
});
