import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { admin } from '../fixtures/admin-cli';
import { newestCode } from '../fixtures/outbox';
import { investor, signInDemo } from '../fixtures/people';
import { baseURL, operatorKey } from '../playwright.config';

type Listed = Array<{ id: number; amount: string; status: string; account: { name: string }; note: { label: string } }>;

/** '$20,344.01' -> 2034401 (cents). */
const cents = (text: string) => Number(text.replace(/[$,.]/g, ''));

/**
 * Redemptions (issue #22 item 5): the demo investor redeems $1,000 of her company's at-call note
 * with the code sent by SMS, sees the request in the account's open requests, the operator
 * settles it with the CLI, and /products/ shows the balance $1,000 lower. Runs after
 * loan-notes-held.spec.ts, which reads the note's figures before this changes them; the 1-year
 * note is left alone (another journey rolls it over).
 */
test('redeem part of a note with a code', async ({ page }) => {
  await signInDemo(page, baseURL, investor);
  await page.goto('/products/');
  const notes = page.getByRole('table', { name: 'Loan notes held by Bennett Capital Pty Ltd' });
  const atCall = notes.getByRole('row', { name: /^48-hour at call/ });
  const before = cents((await atCall.getByRole('cell').nth(5).textContent())!);

  await atCall.getByRole('link', { name: 'Redeem 48-hour at call note of Bennett Capital Pty Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a loan note' })).toBeVisible();
  await expectAccessible(page, 'redeem a loan note');
  await page.getByRole('radio', { name: 'Part of the note' }).check();
  const amount = page.getByRole('textbox', { name: 'Amount to redeem' });
  // More than the note holds: refused on the field, the amount kept as typed.
  await amount.fill('999999');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^You can redeem at most \$/)).toBeVisible();
  await expect(amount).toHaveValue('999999');

  await amount.fill('1000');
  const since = new Date();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your redemption' })).toBeVisible();
  await expect(page.getByText(`We sent a code by SMS to ${investor.phoneShown}.`)).toBeVisible();
  await expectAccessible(page, 'confirm a redemption');
  const code = await newestCode(page.request, baseURL, investor.phone, since);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Your redemption request has been sent/)).toBeVisible();

  await page.getByRole('link', { name: 'Back to Bennett Capital Pty Ltd' }).click();
  const open = page.getByRole('region', { name: 'Open requests' });
  await expect(open.getByRole('link', { name: 'Redemption of $1,000.00 from the 48-hour at call note' })).toBeVisible();
  await expect(open.getByText(/Waiting for the provider to settle it/)).toBeVisible();

  const { results: waiting } = (await admin(['redeem', 'list', '--search', 'Bennett Capital', '--page-size', '100'], {
    portalUrl: baseURL,
    operatorKey,
  })) as { results: Listed };
  const mine = waiting.find(
    (r) => r.account.name === 'Bennett Capital Pty Ltd' && r.amount === '1000.00' && r.status === 'requested',
  );
  expect(mine).toBeDefined();
  const settled = (await admin(['redeem', 'settle', String(mine!.id)], { portalUrl: baseURL, operatorKey })) as {
    status: string;
  };
  expect(settled.status).toBe('settled');

  await page.goto('/products/');
  await expect(atCall.getByRole('cell').nth(5)).toHaveText(
    `$${((before - 100_000) / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`,
  );
});
