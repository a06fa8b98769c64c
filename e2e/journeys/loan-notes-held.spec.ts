import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { investor, signInDemo } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/**
 * Loan notes held (issue #22 item 3): the demo investor's company holds two notes started five
 * months before the seed ran; /products/ shows each with its interest so far, worked out in the
 * server test of the demo (one quarter of $750.00 paid; five months capitalised on the at-call note).
 */
test('products: the investor sees the loan notes her company holds, with interest so far', async ({ page }) => {
  await signInDemo(page, baseURL, investor);
  await page.goto('/products/');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  const notes = page.getByRole('table', { name: 'Loan notes held by Bennett Capital Pty Ltd' });
  // Face value, rate, start, maturity, interest so far, current balance, status, at maturity
  // (no instruction yet: repaid by default, with its cut-off; product-reinvestment.spec.ts runs
  // later), actions.
  const date = /^\d{2} [A-Z][a-z]{2} \d{4}$/;
  await expect(notes.getByRole('row', { name: /^1 year/ }).getByRole('cell')).toHaveText([
    '$50,000.00',
    '6.00%',
    date,
    date,
    '$750.00 paid',
    '$50,000.00',
    'Active',
    /^Not chosen: repaid to your linked bank account\s*Change by \d{2} [A-Z][a-z]{2} \d{4}\s*Maturity instruction$/,
    'Redeem',
  ]);
  await expect(notes.getByRole('row', { name: /^48-hour at call/ }).getByRole('cell')).toHaveText([
    '$20,000.00',
    '4.10%',
    date,
    'At call',
    '$344.01 capitalised',
    '$20,344.01',
    'Active',
    'No maturity',
    'Redeem',
  ]);

  await expectAccessible(page, 'products (loan notes held)');
});
