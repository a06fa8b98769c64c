import { MonitoringScriptMessages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, staff, submitLogin } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/**
 * Company applications and reference data (issue #23 item 2): the demo operator lengthens the
 * default application's session by a minute, with a reason, sees it saved, finds the change in
 * the audit trail with its before and after, then puts the old value back (the other journeys
 * share the demo database). The reference data page is read and checked for accessibility; no
 * file is imported. A monitoring script over plain http is refused on its field (none is saved:
 * a script from outside would be loaded by every other journey's pages).
 */
test('the operator changes a session time of the default application, finds it in the audit trail, and restores it', async ({
  page,
}) => {
  const signedIn = new Date();
  await submitLogin(page, baseURL, staff.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, signedIn));
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/back-office/');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row', { name: /Private Portfolio/ })).toContainText('Yes');
  await expectAccessible(page, 'back office applications');

  await table.getByRole('link', { name: 'Private Portfolio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application: Private Portfolio' })).toBeVisible();
  const expiry = page.getByRole('spinbutton', { name: 'Session expires after' });
  const before = Number(await expiry.inputValue());
  expect(before).toBeGreaterThan(0);
  await expectAccessible(page, 'back office application');

  // The monitoring script takes https only: plain http is refused on its field before any save,
  // nothing is asked or sent, and the page with the error shown is still accessible.
  const monitoring = page.getByRole('region', { name: 'Monitoring' });
  const script = monitoring.getByRole('textbox', { name: 'Monitoring script address' });
  await expect(script).toHaveValue('');
  await script.fill('http://rum.example.com/agent.js');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(monitoring.getByText(MonitoringScriptMessages.httpsOnly)).toBeVisible();
  await expect(script).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAccessible(page, 'back office application, monitoring address refused');
  await script.clear();

  const save = async (value: number, reason: string) => {
    await expiry.fill(String(value));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the configuration?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Saved: Private Portfolio’s configuration is what the portal now serves.',
    );
    await expect(expiry).toHaveValue(String(value));
  };
  await save(before + 60, 'Journey: a minute longer');

  await page.goto('/back-office/audit/');
  await page.getByRole('textbox', { name: 'Actor' }).fill(staff.email);
  await page.getByRole('textbox', { name: 'Action' }).fill('PATCH /api/operator/applications/:id/');
  await page.getByRole('button', { name: 'Search' }).click();
  const newest = page.getByRole('grid', { name: 'Audit entries' }).getByRole('row').nth(1);
  await expect(newest).toContainText(`configuration.settings.session_expire_after: ${before} → ${before + 60}`);

  await page.goBack();
  await page.goto('/back-office/applications/');
  await page.getByRole('table', { name: 'Applications' }).getByRole('link', { name: 'Private Portfolio' }).click();
  await expect(expiry).toHaveValue(String(before + 60));
  await save(before, 'Journey: restored');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reference data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reference data' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Note types' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByLabel('Reference file (JSON)')).toBeVisible();
  await expectAccessible(page, 'back office reference data');
});
