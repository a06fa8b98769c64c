import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, investor, submitLogin } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/**
 * The product applications of account setup (issue #20, items 2 and 3) on the demo trust in setup,
 * which applies for loan notes and a private portfolio: the portfolio terms, then its form; the
 * loan note form. Each screen checked by axe.
 */
test('the demo trust’s portfolio and loan note applications open, behind their terms', async ({ page }) => {
  const since = new Date();
  await submitLogin(page, baseURL, investor.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, baseURL, investor.phone, since));
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/accounts');
  await page.getByRole('listitem', { name: 'Bennett Family Trust' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bennett Family Trust' })).toBeVisible();
  const accountId = /\/accounts\/(\d+)/.exec(page.url())![1];

  await page.goto(`/account-setup/apply-now/create-portfolio-details/${accountId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio details' })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await expectAccessible(page, 'portfolio terms');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await proceed.click();
  await expect(page.getByRole('form', { name: 'Portfolio details' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Other', exact: true })).toBeVisible();
  await expectAccessible(page, 'portfolio details');

  await page.goto(`/account-setup/apply-now/create-product-details/${accountId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Product details' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Product details' })).toBeVisible();
  await expectAccessible(page, 'loan note product details');
});
