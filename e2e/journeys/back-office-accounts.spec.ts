import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { admin } from '../fixtures/admin-cli';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, investor, staff, submitLogin } from '../fixtures/people';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * The back office's accounts (issue #23): the demo staff member searches "Bennett", opens the demo
 * company and reads its members and what it still lacks; opens the demo investor's individual
 * account and reads what she sees of it (bank account, holdings, documents); and takes an account
 * out of use and back, each with a reason. The demo accounts' statuses are other journeys' to
 * assert on: the account deactivated is one this journey prepares, which nobody holds.
 */
async function signInStaff(page: Page): Promise<void> {
  const signedIn = new Date();
  await submitLogin(page, baseURL, staff.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, signedIn));
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

test('a member of staff finds the demo company by search and sees its members', async ({ page }) => {
  await signInStaff(page);

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
  // The two loan notes it holds, as /products/ shows them: the 12-month note and the one at call.
  const notes = page.getByRole('region', { name: 'Holdings' }).getByRole('table', { name: 'Loan notes' });
  await expect(notes.getByRole('row', { name: /\$50,000\.00 .* Active$/ })).toBeVisible();
  await expect(notes.getByRole('row', { name: /\$20,000\.00 .* At call \$[\d,]+\.\d{2} Active$/ })).toBeVisible();
  await expectAccessible(page, 'back office account');
});

test('staff see what the demo investor sees of her individual account: bank account, holdings, documents', async ({
  page,
}) => {
  await signInStaff(page);
  await page.goto('/back-office/accounts/');
  const grid = page.getByRole('grid', { name: 'Accounts' });
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/operator/accounts/') && r.url().includes('search=Olivia') && r.ok(),
  );
  await page.getByRole('searchbox', { name: 'Search by name, ABN, ACN or member' }).fill('Olivia Bennett');
  await searched;
  await grid.getByRole('link', { name: 'Olivia Bennett', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Bennett' })).toBeVisible();

  // Her bank account as her account page shows it: the number by its last digits, linked to the portfolio.
  const banks = page.getByRole('region', { name: 'Bank accounts' }).getByRole('table', { name: 'Bank accounts' });
  const bank = banks.getByRole('row', { name: /^Olivia Bennett 062-000 Ending 567/ });
  await expect(bank).toContainText('Commonwealth Bank of Australia');
  await expect(bank).toContainText('Active');
  await expect(bank).toContainText('Private portfolio');
  await expect(page.getByRole('region', { name: 'Bank accounts' })).not.toContainText('10234567');

  // Her portfolio as her dashboard opens: each investment option with its value, and the total.
  const holdings = page.getByRole('region', { name: 'Holdings' });
  const portfolio = holdings.getByRole('table', { name: 'Private portfolio' });
  for (const option of ['Australian Equities Growth', 'Income Focus', 'Balanced', 'Total']) {
    await expect(portfolio.getByRole('row', { name: new RegExp(`^${option} \\$[\\d,]+\\.\\d{2}$`) })).toBeVisible();
  }
  await expect(holdings).toContainText(/Values as of \d{2} \w{3} \d{4}\./);
  await expect(holdings.getByRole('table', { name: 'Loan notes' })).toHaveCount(0);

  // Her documents, newest first: the seeded statements and reports of this account alone.
  const documents = page.getByRole('region', { name: 'Documents' }).getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('row', { name: /^Annual tax statement \d{4}-\d{2} Tax Statement / })).toBeVisible();
  await expect(documents.getByRole('row', { name: /BHP Group Ltd purchase Contract Note/ })).toBeVisible();
  await expect(documents.getByRole('row', { name: /Management fee statement/ })).toHaveCount(0);
  await expectAccessible(page, 'back office account, as the investor sees it');
});

test('staff deactivate an account with a reason, and activate it again with another', async ({ page }) => {
  const name = `Harbour Deactivation Check ${Date.now() % 1_000_000}`;
  const prepared = (await admin(
    [
      'account',
      'create',
      '--type',
      'individual',
      '--name',
      name,
      '--active',
      '--external-code',
      `E2E-BOA-${Date.now()}`,
    ],
    { portalUrl: baseURL, operatorKey },
  )) as { id: number };
  await signInStaff(page);
  await page.goto(`/back-office/accounts/${prepared.id}/`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details', exact: true });
  await expect(details).toContainText(/Status\s*Active/);
  // Nobody holds it yet: each of what an investor would see says it is empty.
  await expect(page.getByRole('region', { name: 'Bank accounts' })).toContainText('No bank account linked.');
  await expect(page.getByRole('region', { name: 'Holdings' })).toContainText('No holdings.');
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText(
    'No documents published on this account.',
  );

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const deactivating = page.getByRole('dialog', { name: 'Deactivate this account?' });
  await expect(deactivating).toContainText(`${name} goes out of use until it is activated again.`);
  await expectAccessible(page, 'back office deactivate account dialog');
  await deactivating.getByRole('button', { name: 'Deactivate' }).click();
  // The reason is required before anything is sent.
  await expect(deactivating.getByText('Give the reason: it is kept in the audit trail.')).toBeVisible();
  await deactivating.getByRole('textbox', { name: 'Reason' }).fill('Closed at the holder’s request');
  await deactivating.getByRole('button', { name: 'Deactivate' }).click();
  await expect(deactivating).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`${name} is inactive.`);
  await expect(details).toContainText(/Status\s*Inactive/);

  await page.getByRole('button', { name: 'Activate' }).click();
  const activating = page.getByRole('dialog', { name: 'Activate this account?' });
  await activating.getByRole('textbox', { name: 'Reason' }).fill('Reopened after the holder’s call');
  await activating.getByRole('button', { name: 'Activate' }).click();
  await expect(activating).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`${name} is active.`);
  await expect(details).toContainText(/Status\s*Active/);
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});
