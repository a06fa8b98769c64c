import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { admin } from '../fixtures/admin-cli';
import { newestCode } from '../fixtures/outbox';
import { simplePdf } from '../fixtures/pdf-file';
import { DEMO_PASSWORD, enterCode, investor, manager, signInDemo, staff, submitLogin } from '../fixtures/people';
import { registerPerson } from '../fixtures/registered-person';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseURL, operatorKey } from '../playwright.config';

/** A member of staff signed in, in a browser of their own. */
async function staffPage(browser: Browser, who: { email: string; phone: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const since = new Date();
  await submitLogin(page, baseURL, who.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, baseURL, who.phone, since));
  await expect(page.getByRole('navigation').first()).toBeVisible();
  return page;
}

/**
 * The back office's documents and rebalance reports (issue #23 item 2). The demo operator uploads
 * a PDF to the demo investor's individual account (previewed, then confirmed), and the investor
 * finds it among her documents in another browser. The portfolio manager publishes a rebalance
 * report on an account this journey imports for a person of its own (the seeded reports, which
 * rebalance.spec.ts reads, are left alone), then cancels it with a reason.
 */
test('staff upload a document to the demo investor, and the portfolio manager publishes and cancels a report', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const person = await registerPerson(page, { baseURL, operatorKey }, { firstName: 'Rhea', lastName: 'Rebalance' });
  const tag = person.phone.slice(2);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-bo-documents-'));
  const account = { code: `E2E-BOR-${tag}`, name: `Rhea Rebalance Trust ${tag}` };
  try {
    const csv = path.join(dir, 'accounts.csv');
    fs.writeFileSync(
      csv,
      `account_code,name,type,primary_user_email\n${account.code},${account.name},trust,${person.email}\n`,
    );
    await admin(['import', 'accounts', csv], { portalUrl: baseURL, operatorKey });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // The operator: the documents queue, then an upload to one account.
  const office = await staffPage(browser, staff);
  await office.goto('/back-office/documents/');
  await expect(office.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const grid = office.getByRole('grid', { name: 'Documents' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(office, 'back office documents');

  const title = `Office notice ${tag}`;
  await office.getByRole('button', { name: 'Upload document' }).click();
  const upload = office.getByRole('dialog', { name: 'Upload document' });
  await upload.getByLabel('File (PDF, PNG or JPG)').setInputFiles({
    name: 'office-notice.pdf',
    mimeType: 'application/pdf',
    buffer: simplePdf([['Office notice', 'The office is closed on Friday.']]),
  });
  await upload.getByRole('textbox', { name: 'Title' }).fill(title);
  await upload.getByRole('combobox', { name: 'Category' }).selectOption('Quarterly Report');
  await upload.getByRole('textbox', { name: 'Account numbers' }).fill('DEMO-IND-001');
  await upload.getByRole('button', { name: 'Preview' }).click();
  const who = upload.getByRole('region', { name: 'Who receives it' });
  await expect(who).toContainText('It would go to 1 account.');
  await expect(who).toContainText('DEMO-IND-001');
  await expectAccessible(office, 'upload document dialog with its preview');
  await upload.getByRole('button', { name: 'Upload' }).click();
  const confirm = office.getByRole('dialog', { name: 'Upload this document?' });
  await confirm.getByRole('button', { name: 'Upload to 1 account' }).click();
  await expect(office.getByRole('status')).toHaveText(`“${title}” uploaded to 1 account.`);
  await office.getByRole('searchbox', { name: 'Search by title, file or account' }).fill(title);
  await expect(grid.getByRole('row', { name: new RegExp(title) })).toContainText('DEMO-IND-001');
  await office.context().close();

  // The demo investor, in another browser, finds it among her documents (newest first).
  const investorContext = await browser.newContext();
  const home = await investorContext.newPage();
  await signInDemo(home, baseURL, investor);
  await home.goto('/documents/');
  const documents = home.getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('row', { name: new RegExp(title) })).toContainText('Quarterly Report');
  await investorContext.close();

  // The portfolio manager publishes this journey's own report from a file, then cancels it.
  const pm = await staffPage(browser, manager);
  await pm.goto('/back-office/rebalance-reports/');
  await expect(pm.getByRole('heading', { level: 1, name: 'Rebalance reports' })).toBeVisible();
  const reports = pm.getByRole('grid', { name: 'Rebalance reports' });
  await expect(reports.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(pm, 'back office rebalance reports');

  const externalId = `E2E-BO-${tag}`;
  const report = {
    external_id: externalId,
    account_code: account.code,
    rebalance_type: 'model_portfolio',
    status: 'in_progress',
    date: '2026-11-20',
    message: 'A journey’s own report.',
    data: [
      { investment_option: 'Balanced', code: 'BHP', name: 'BHP Group Limited', old_target: 0.05, new_target: 0.07 },
    ],
  };
  await pm.getByRole('button', { name: 'Publish reports' }).click();
  const publish = pm.getByRole('dialog', { name: 'Publish reports' });
  await publish.getByLabel('Report file (JSON)').setInputFiles({
    name: 'report.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(report)),
  });
  await expectAccessible(pm, 'publish reports dialog');
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(pm.getByRole('status')).toHaveText('Published: 1 created, 0 updated, 0 unchanged.');

  await pm.getByRole('searchbox', { name: 'Search by account or external id' }).fill(externalId);
  const row = reports.getByRole('row', { name: new RegExp(externalId) });
  await expect(row).toContainText('In progress');
  await row.getByRole('button', { name: `Cancel ${externalId}` }).click();
  const cancel = pm.getByRole('dialog', { name: 'Cancel this rebalance?' });
  await cancel.getByRole('button', { name: 'Cancel the rebalance' }).click();
  await expect(cancel).toContainText('Give the reason: it is kept in the audit trail.');
  await expectAccessible(pm, 'cancel rebalance dialog');
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('Published by the journey only');
  await cancel.getByRole('button', { name: 'Cancel the rebalance' }).click();
  await expect(pm.getByRole('status')).toHaveText(`${externalId} cancelled; the account’s people are told.`);
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: `Cancel ${externalId}` })).toHaveCount(0);
  await pm.context().close();
});
