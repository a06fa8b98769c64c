import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * Account details (spec 2 §2, §5) against the real server and its bundled business register
 * (platform/registers/local-register-data.ts, names as the ABR spells them): an SMSF found by its ABN with a corporate trustee
 * found by its ACN, and a company found by its ACN with its officeholders; both then stand in the
 * accounts list, one chosen as the selected account, each with what is still missing.
 */

async function openNewAccount(page: Page): Promise<void> {
  await page.goto('/account-setup/create-new-account/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'New account' })).toBeChecked();
}

test('an investor opens an SMSF found by its ABN and a company found by its ACN, then selects one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPerson(page, { baseURL, operatorKey });

  // An SMSF: the fund's name comes from its ABN; its trustee company from its ACN.
  await openNewAccount(page);
  await page.getByRole('radio', { name: 'SMSF' }).check();
  const abn = page.getByRole('textbox', { name: 'ABN' });
  await abn.fill('55 982 345 679');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(abn).toHaveAccessibleDescription('is not valid');
  await abn.fill('55 982 345 678');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('textbox', { name: 'Fund name' })).toHaveValue(
    'The Trustee for KESTREL FAMILY SUPERANNUATION FUND',
  );
  await page.getByRole('radio', { name: 'Corporate trustee' }).check();
  const validate = page.getByRole('button', { name: 'Validate' });
  const acn = page.getByRole('textbox', { name: 'ACN' });
  await acn.fill('945 678 93');
  await expect(validate).toBeDisabled();
  await acn.fill('945 678 937');
  await expect(validate).toBeEnabled();
  await validate.click();
  await expect(page.getByRole('textbox', { name: 'Trustee company name' })).toHaveValue('KESTREL SUPER PTY LTD');
  await expectAccessible(page, 'account details: SMSF with a corporate trustee');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'The Trustee for KESTREL FAMILY SUPERANNUATION FUND' }),
  ).toBeVisible();
  const smsfMissing = page.getByRole('region', { name: 'Missing details' });
  await expect(smsfMissing.getByRole('link', { name: 'Directors' })).toBeVisible();
  await expect(smsfMissing.getByRole('link', { name: 'Trust deeds' })).toBeVisible();
  await expectAccessible(page, 'account detail');

  // A company: Validate fills its registered name and lists its officeholders.
  await openNewAccount(page);
  await page.getByRole('radio', { name: 'Company' }).check();
  await page.getByRole('textbox', { name: 'ACN' }).fill('912345601');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('HARBOUR TRUSTEE SERVICES PTY LTD');
  const officeholders = page.getByRole('list', { name: /officeholders/i });
  await expect(officeholders.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HARBOUR TRUSTEE SERVICES PTY LTD' })).toBeVisible();

  // Both in the accounts list; choosing one makes it the selected account.
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const company = page.getByRole('listitem', { name: 'HARBOUR TRUSTEE SERVICES PTY LTD' });
  const fund = page.getByRole('listitem', { name: 'The Trustee for KESTREL FAMILY SUPERANNUATION FUND' });
  await expect(company).toBeVisible();
  await expect(fund).toBeVisible();
  await company.getByRole('button', { name: 'Select account' }).click();
  await expect(company.getByText('Selected account')).toBeVisible();
  await expect(fund.getByText('Selected account')).toBeHidden();
  await expectAccessible(page, 'accounts list');
});
