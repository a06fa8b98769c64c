import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { investor, signInDemo } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/**
 * Reinvestment at maturity (issue #22 item 4): the demo investor chooses to roll her company's
 * 1-year note over into another active note type, confirms it on the confirmation screen, and
 * sees it recorded on /products/. (loan-notes-held.spec.ts runs before this and sees no choice.)
 */
test('products: the investor chooses roll-over of her company’s 1-year note and confirms it', async ({ page }) => {
  await signInDemo(page, baseURL, investor);
  await page.goto('/products/');
  const notes = page.getByRole('table', { name: 'Loan notes held by Bennett Capital Pty Ltd' });
  await notes.getByRole('link', { name: 'Maturity instruction for 1 year' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Maturity instruction' })).toBeVisible();
  await expect(page.getByText(/^Currently: Not chosen: repaid to your linked bank account\./)).toBeVisible();
  await page.getByRole('radio', { name: 'Roll over into a new note' }).check();
  await page.getByRole('combobox', { name: 'Note type to roll over into' }).selectOption({ label: '2 years' });
  await expectAccessible(page, 'maturity instruction');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm maturity instruction' })).toBeVisible();
  await expect(page.getByText('Roll over into 2 years')).toBeVisible();
  await expectAccessible(page, 'confirm maturity instruction');
  // Back keeps the choice.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Roll over into a new note' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Note type to roll over into' })).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByText('Your maturity instruction has been recorded.')).toBeVisible();
  // The "At maturity" cell: the eighth after the row's header (the ninth holds its actions).
  await expect(
    notes
      .getByRole('row', { name: /^1 year/ })
      .getByRole('cell')
      .nth(7),
  ).toHaveText(/^Roll over into 2 years\s*Change by \d{2} [A-Z][a-z]{2} \d{4}\s*Maturity instruction$/);
});
