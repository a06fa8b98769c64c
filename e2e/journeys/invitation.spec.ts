import { Messages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { admin, uniqueInvitee, type IssuedInvite } from '../fixtures/admin-cli';
import { newestCode } from '../fixtures/outbox';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * Registration from an invitation, end to end: an operator invites with the admin CLI, the
 * invitee opens the link, enters the invitation code, signs up, confirms the e-mail and the
 * mobile with the codes from the outbox, and lands signed in on the next step. Each journey
 * invites its own person, so the two workers never read each other's codes.
 */

const PASSWORD = 'Invited-Investor-2026!';
const cli = { portalUrl: baseURL, operatorKey };

async function createInvite(email: string, phone: string): Promise<IssuedInvite> {
  return (await admin(
    ['invite', 'create', '--email', email, '--phone', phone, '--type', 'individual'],
    cli,
  )) as IssuedInvite;
}

test('an invitee registers: code, sign-up, e-mail code, SMS code, signed in', async ({ page }) => {
  test.setTimeout(60_000);
  const person = uniqueInvitee();
  const invite = await createInvite(person.email, person.phone);
  expect(invite.code).toMatch(/^\d{12}$/);

  await page.goto(new URL(invite.url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('textbox', { name: 'Invitation code' }).fill(invite.code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(person.phoneShown);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).check();
  const beforeSignUp = new Date();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  const emailCode = await newestCode(page.request, baseURL, person.email, beforeSignUp);
  const beforeEmailCode = new Date();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(emailCode);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await expect(page.getByText(person.phoneShown)).toBeVisible();
  const smsCode = await newestCode(page.request, baseURL, person.phone, beforeEmailCode);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(smsCode);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Signed in, on the next step of registration inside the signed-in area.
  await expect(page).toHaveURL(`${baseURL}/account-new/personal-details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  // The link now leads a signed-in user straight back to where registration continues.
  await page.goto(new URL(invite.url).pathname);
  await expect(page).toHaveURL(`${baseURL}/account-new/personal-details`);
});

test('an invitation the operator withdrew says it has expired', async ({ page }) => {
  const person = uniqueInvitee();
  const invite = await createInvite(person.email, person.phone);
  await admin(['invite', 'expire', '--uuid', invite.uuid], cli);

  await page.goto(new URL(invite.url).pathname);
  await expect(page.getByText(Messages.invitationExpired)).toBeVisible();
  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: Messages.loginTitle })).toBeVisible();
});

test('a link to no invitation says it does not exist', async ({ page }) => {
  await page.goto('/invitation/00000000-0000-4000-8000-000000000000/');
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation does not exist' })).toBeVisible();
});
