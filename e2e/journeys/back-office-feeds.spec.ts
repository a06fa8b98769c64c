import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, staff, submitLogin } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/**
 * Data feeds in the back office (issue #23 item 2): the demo operator checks a broken valuations
 * file (the report lists its rows), imports it anyway (rejected: nothing changes, the upload is in
 * the history with its report), and checks a valid accounts file without importing it. Every valid
 * feed would change what investors see, so the valid file is only checked: demo data stays as
 * other journeys expect it.
 */
test('the operator checks a feed file, sees its validation report, and finds the rejected upload in the history', async ({
  page,
}) => {
  const stamp = Date.now();
  const broken = `journey-broken-valuations-${stamp}.csv`;
  const signedIn = new Date();
  await submitLogin(page, baseURL, staff.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, signedIn));
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/back-office/');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Data feeds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data feeds' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Imports' }).getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page, 'back office data feeds');

  // A broken valuations file, checked only: the report names each bad row.
  await page.getByLabel('CSV file').setInputFiles({
    name: broken,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'account_code,option_code,date,total_asset_value,margin_loan\r\n' +
        'JOURNEY-NONE,AEG,2026-02-30,100.00,0\r\n' +
        'JOURNEY-NONE,AEG,2026-03-02,12.345,0\r\n' +
        'JOURNEY-NONE,AEG,2026-03-03,100.00,0\r\n',
    ),
  });
  await page.getByRole('button', { name: 'Check only' }).click();
  await expect(page.getByText(`${broken} would be rejected: 3 problems. Nothing was imported.`)).toBeVisible();
  const report = page.getByRole('table', { name: 'Validation report' });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report.getByRole('row').nth(1)).toContainText("'2026-02-30' is not a date written YYYY-MM-DD.");
  await expect(report).toContainText('no account has the code JOURNEY-NONE.');
  await expectAccessible(page, 'back office data feeds report');

  // Imported anyway: rejected, nothing changes, and the upload is recorded with its report.
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(`${broken} was rejected. Nothing was imported.`)).toBeVisible();
  await expect(report).toContainText('no account has the code JOURNEY-NONE.');
  const grid = page.getByRole('grid', { name: 'Imports' });
  const link = grid.getByRole('link', { name: broken });
  await expect(link).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: broken })).toContainText('Rejected');

  await link.click();
  await expect(page).toHaveURL(/\/back-office\/imports\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: `Import of ${broken}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Validation report' }).getByRole('row')).toHaveCount(4);
  await expectAccessible(page, 'back office data feed upload');

  // A valid accounts file, checked only: it would be imported, and nothing was.
  await page.getByRole('link', { name: 'Back to data feeds' }).click();
  await page.getByRole('combobox', { name: /^File kind/ }).click();
  await page.getByRole('option', { name: 'Accounts' }).click();
  const valid = `journey-accounts-${stamp}.csv`;
  await page.getByLabel('CSV file').setInputFiles({
    name: valid,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'account_code,name,type,primary_user_email\r\n' +
        `JOURNEY-${stamp},Journey Check Only,individual,${staff.email}\r\n`,
    ),
  });
  await page.getByRole('button', { name: 'Check only' }).click();
  await expect(
    page.getByText(`${valid} is valid: 1 row of accounts would be imported. Nothing was imported.`),
  ).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Imports' }).getByRole('link', { name: valid })).toHaveCount(0);
});
