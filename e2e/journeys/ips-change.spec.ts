import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { admin } from '../fixtures/admin-cli';
import { investor, signInDemo } from '../fixtures/people';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * Changing the investment policy statement of an active account (issue #21 item 5), on the demo
 * investor's individual account and its active statement: the change starts from it, walks the
 * wizard, is sent for signature, signed on the portal's signing page, and applies only once the
 * portfolio manager approves it with the admin CLI. Until then the old statement stays active.
 */

const ACCOUNT = 'Olivia Bennett';
const cli = { portalUrl: baseURL, operatorKey };

type ReviewRow = { id: number; account_name: string; status: string };

test('IPS change: the investor changes her active statement, signs it, and it applies when the portfolio manager approves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInDemo(page, baseURL, investor);
  await page.goto('/accounts');
  await page.getByRole('listitem', { name: ACCOUNT, exact: true }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View the investment policy statement' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Investment policy statement' })).toBeVisible();
  const active = page.getByRole('region', { name: 'Active statement' });
  await expect(active.getByRole('row', { name: /Global Equity 30\.00%/ })).toBeVisible();
  await expectAccessible(page, 'investment policy statement (active)');
  await active.getByRole('link', { name: 'Change the statement' }).click();

  // The change starts from the active statement, past the booklet: its allocation is filled in.
  await page.waitForURL(/strategic-asset-allocation-details/);
  const allocation = page.getByRole('form', { name: 'Strategic asset allocation' });
  await expect(allocation.getByRole('textbox', { name: 'Global Equity' })).toHaveValue(/^30(\.0+)?$/);
  await allocation.getByRole('textbox', { name: 'Global Equity' }).fill('25');
  await allocation.getByRole('textbox', { name: 'Australian Fixed Income' }).fill('25');
  await expect(allocation.getByText('Total: 100.00%')).toBeVisible();
  await allocation.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(/investment-policy-customisation-details/);
  const customisation = page.getByRole('form', { name: 'Investment policy customisation' });
  await customisation
    .getByRole('radiogroup', { name: 'Do you want to restrict investments?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await customisation.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(/gearing-details/);
  const gearing = page.getByRole('form', { name: 'Gearing' });
  await gearing
    .getByRole('radiogroup', { name: 'Will the portfolio use gearing?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await gearing.getByRole('button', { name: 'Continue' }).click();

  // On an active account the wizard ends on the statement's page, not the registration summary.
  await page.waitForURL(/forms\/ips-ima/);
  const ongoing = page.getByRole('region', { name: 'Statement under way' });
  await expect(ongoing.getByRole('row', { name: /Global Equity 25\.00%/ })).toBeVisible();
  await expect(active.getByRole('row', { name: /Global Equity 30\.00%/ })).toBeVisible();
  await expectAccessible(page, 'investment policy statement (draft ready)');
  await ongoing.getByRole('button', { name: 'Send for signature' }).click();
  await expect(ongoing.getByText('Waiting to be signed')).toBeVisible();

  const toSign = page.getByRole('region', { name: 'Documents to sign' });
  await expect(toSign.getByRole('link', { name: 'Sign now' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'investment policy statement (awaiting signature)');
  await toSign.getByRole('link', { name: 'Sign now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your changed investment policy statement' })).toBeVisible();
  const sign = page.getByRole('form', { name: 'Sign the documents' });
  await sign.getByRole('checkbox', { name: 'I agree to sign these documents electronically' }).check();
  await sign.getByRole('textbox', { name: 'Type your full name to sign' }).fill(ACCOUNT);
  await sign.getByRole('button', { name: 'Sign' }).click();
  await page.waitForURL(/sign-result/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents signed' })).toBeVisible();

  // Signed: the portfolio manager reviews it; the old statement still applies meanwhile.
  await page.goto('/accounts');
  await page.getByRole('listitem', { name: ACCOUNT, exact: true }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'View the investment policy statement' }).click();
  await expect(ongoing.getByText('Signed: with the portfolio manager for review')).toBeVisible({ timeout: 20_000 });
  await expect(active.getByRole('row', { name: /Global Equity 30\.00%/ })).toBeVisible();

  const waiting = (await admin(['ips', 'list'], cli)) as ReviewRow[];
  const change = waiting.find((r) => r.account_name === ACCOUNT);
  expect(change, 'the signed change waits for the portfolio manager').toBeDefined();
  await admin(['ips', 'approve', String(change!.id)], cli);

  await page.reload();
  await expect(active.getByRole('row', { name: /Global Equity 25\.00%/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Statement under way' })).toHaveCount(0);
});
