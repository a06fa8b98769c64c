import { Messages, ReportMessages } from '@portal/contract';
import { expect, test } from '../fixtures/portfolio-investor';
import { expectAccessible } from '../fixtures/accessibility';
import { fillReportForm } from '../fixtures/report-form';

/**
 * Generated reports in Chromium against the real server: an investor with portfolio data asks
 * for a report of every type; the background job renders it while the page stays open, and the
 * page learns of it over the realtime socket (toast, NEW, the View link), which opens the PDF.
 */
test('generate a report and see it become ready live, then open its PDF', async ({ page, portfolioInvestor }) => {
  test.setTimeout(120_000);
  const account = portfolioInvestor.feed.individual;
  await page.goto('/reports/');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText(Messages.noReportsGenerated)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toBeVisible();
  await expectAccessible(page, 'reports without any');

  // The newest financial year sets the dates; then accounts, options and reports open in turn.
  await fillReportForm(page, account.name);
  await expectAccessible(page, 'reports form filled');

  await page.getByRole('button', { name: 'Generate' }).click();
  const dialog = page.getByRole('dialog', { name: Messages.reportGeneratingTitle });
  await expect(dialog).toBeVisible();
  const name = (await dialog.getByText(/^All reports, /).textContent())!;
  await expect(dialog.getByText(ReportMessages.generating)).toBeVisible();
  await expectAccessible(page, 'report generating dialog');
  await dialog.getByRole('button', { name: Messages.ok }).click();

  // The job finishes while the page is open: the toast, then NEW and View on the card.
  await expect(page.getByText(ReportMessages.ready(name))).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('listitem', { name });
  await expect(card.getByText(Messages.reportNewBadge)).toBeVisible();
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card.getByText(Messages.allReports, { exact: true })).toBeVisible();
  await expect(card.getByText(account.name, { exact: true })).toBeVisible();
  await expectAccessible(page, 'reports with a ready report');

  // The bytes the browser receives for the View link's download, read on their way in.
  let received: Buffer = Buffer.alloc(0);
  await page.route(/\/api\/ipm\/reports\/\d+\/file\/$/, async (route) => {
    const response = await route.fetch();
    received = await response.body();
    expect(response.headers()['content-type']).toBe('application/pdf');
    await route.fulfill({ response, body: received });
  });
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'View' }).click();
  const opened = await popup;
  // The new tab shows the PDF the server sent, as a document of this page (blob:).
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  expect(received.subarray(0, 5).toString()).toBe('%PDF-');
  expect(received.length).toBeGreaterThan(10_000);
  await opened.close();
  // Opening it marked it read.
  await expect(card.getByText(Messages.reportNewBadge)).toBeHidden();
});
