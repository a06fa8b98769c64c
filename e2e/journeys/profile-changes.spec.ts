import { AuthMessages, ContactChangeMessages, Messages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { admin, uniqueInvitee } from '../fixtures/admin-cli';
import { newestCode } from '../fixtures/outbox';
import { enterCode, submitLogin } from '../fixtures/people';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * Changing one's own mobile number and blocking one's own access, end to end. Each journey
 * registers a person of its own (the demo investor's phone and access are other journeys'), so
 * the two can run side by side.
 */

test('a registered investor changes their mobile number with the SMS code sent to the new one', async ({ page }) => {
  test.setTimeout(150_000);
  const person = await registerPerson(page, { baseURL, operatorKey });

  // The two-factor guard first: an action code by SMS to the current number.
  const beforeGuard = new Date();
  await page.goto('/account/change-phone/');
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await expectAccessible(page, 'two-factor guard');
  await enterCode(page, await newestCode(page.request, baseURL, person.phone, beforeGuard));

  await expect(page.getByRole('heading', { level: 1, name: 'Change mobile number' })).toBeVisible();
  const next = uniqueInvitee();
  await page.getByRole('textbox', { name: 'New mobile number' }).fill(next.phoneShown);
  await page.getByLabel('Password', { exact: true }).fill('Not-my-password-1!');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(AuthMessages.wrongPassword)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New mobile number' })).toHaveValue(next.phoneShown);
  await expectAccessible(page, 'change mobile number with an error');

  const beforeChange = new Date();
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 2, name: Messages.enterYourCode })).toBeVisible();
  await expect(page.getByText(next.phoneShown)).toBeVisible();
  await expectAccessible(page, 'change mobile number code');
  await enterCode(page, await newestCode(page.request, baseURL, next.phone, beforeChange));

  const dialog = page.getByRole('dialog', { name: Messages.successTitle });
  await expect(dialog.getByText(ContactChangeMessages.phoneChanged(next.phoneShown))).toBeVisible();
  await expectAccessible(page, 'mobile number changed dialog');
  await dialog.getByRole('button', { name: Messages.ok }).click();
  await expect(page).toHaveURL(/\/account\/details\/$/);

  // The change is on the activity list, with where it came from.
  await page.goto('/account/activity/');
  const table = page.getByRole('table', { name: 'Your activity' });
  const row = table.getByRole('row').filter({ hasText: 'Mobile number change' });
  await expect(row).toContainText(`Mobile number changed to ${next.phoneShown}`);
  await expect(row).toContainText(/Chrome on \w+/);
  await expectAccessible(page, 'activity');
});

test('a registered investor blocks their access, cannot sign in, and can again after the operator unblocks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = await registerPerson(page, { baseURL, operatorKey });

  await page.goto('/account/block-account/');
  await expect(page.getByRole('heading', { level: 1, name: 'Block account' })).toBeVisible();
  await expectAccessible(page, 'block account');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expectAccessible(page, 'block account password');
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Block my account' }).click();

  await expect(page).toHaveURL(/\/account-blocked\/$/);
  await expect(page.getByText(Messages.accountBlocked)).toBeVisible();
  await expectAccessible(page, 'account blocked');

  // Signing in again is refused with the blocked page.
  await submitLogin(page, baseURL, person.email, person.password);
  await expect(page).toHaveURL(/\/account-blocked\/$/);
  await expect(page.getByText(Messages.accountBlocked)).toBeVisible();

  const unblocked = (await admin(['user', 'unblock', '--email', person.email], {
    portalUrl: baseURL,
    operatorKey,
  })) as {
    email: string;
    is_blocked: boolean;
  };
  expect(unblocked).toMatchObject({ email: person.email, is_blocked: false });

  await submitLogin(page, baseURL, person.email, person.password);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/(auth\/login|account-blocked)\//);
});
