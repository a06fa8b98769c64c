import { Messages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';

test.describe('the branded portal shell', () => {
  test('the sign-in page shows the brand and labelled Email and Password fields', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login\/$/);
    await expect(page.getByRole('heading', { name: Messages.loginTitle })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Private Portfolio' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Private Portfolio/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const favicon = await page.locator('link[rel~="icon"]').getAttribute('href');
    expect(favicon).toContain('/brands/ipm/favicon.svg');
    await expectAccessible(page, 'login (Private Portfolio)');
  });

  test('the Application-Id header switches the brand', async ({ page }) => {
    const list = await (await page.request.get('/api/company-applications/')).json();
    const icf = list.results.find((a: { product_key: string }) => a.product_key === 'icf');
    await page.setExtraHTTPHeaders({ 'Application-Id': String(icf.id) });
    await page.goto('/auth/login/');
    await expect(page.getByRole('img', { name: 'Harbour Loan Notes' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Harbour Loan Notes/);
    const primary = await page
      .getByRole('button', { name: 'Sign in' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(primary).toBe('rgb(23, 105, 77)');
    await expectAccessible(page, 'login (Harbour Loan Notes)');
  });

  test('the host name chooses the brand when no header is sent', async ({ page, baseURL }) => {
    await page.goto(`${baseURL!.replace('localhost', 'icf.localhost')}/auth/login/`);
    await expect(page.getByRole('img', { name: 'Harbour Loan Notes' }).first()).toBeVisible();
  });

  test('an unknown path shows page-not-found', async ({ page }) => {
    await page.goto('/no/such/page/');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page, 'page not found');
    await page.getByRole('link', { name: 'Back to start' }).click();
    await expect(page.getByRole('heading', { name: Messages.loginTitle })).toBeVisible();
  });

  const errorPages: Array<[string, string, string?]> = [
    ['/error-page/', Messages.sorryTitle],
    ['/unauthorized/', 'Unauthorized'],
    ['/forbidden/', Messages.forbiddenTitle],
    ['/page-not-found/', 'Page not found'],
    ['/internal-server-error/?status=502', 'Internal server error', 'Error 502'],
    ['/account-blocked/', 'Account blocked', Messages.accountBlocked],
  ];
  for (const [path, heading, text] of errorPages) {
    test(`the error page ${path} renders`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      if (text) await expect(page.getByText(text)).toBeVisible();
      await expectAccessible(page, `error page ${path}`);
    });
  }

  test('signed-in pages send a signed-out visitor to sign in, keeping where they were going', async ({ page }) => {
    await page.goto('/documents/');
    await expect(page).toHaveURL(/\/auth\/login\/\?redirect_url=%2Fdocuments%2F/);
  });

  test('the API reference is browsable', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('Investor client portal API').first()).toBeVisible();
  });
});
