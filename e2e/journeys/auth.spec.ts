import { AuthMessages, Messages } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { newestCode, newestMessage, messagesSince } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, investor, staff, submitLogin } from '../fixtures/people';
import { baseURL, shortSessionURL } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * Sign-in, two-factor and sessions, end to end against the two built portals. Journeys run two
 * at a time against the same servers, so each one keeps to its own person and portal: codes are
 * read from the outbox by phone number, and two journeys reading the same phone on the same
 * portal would take each other's codes. The investor's journeys on the main portal therefore run
 * one after another. Failed sign-ins stay few (5 lock an e-mail for 15 minutes).
 */

/** Signed in at the start: the investor's dashboard, or the client list staff choose from (issue #24). */
async function expectSignedInArea(page: Page, origin: string, start = { path: '/dashboard/', heading: 'Dashboard' }) {
  await expect(page).toHaveURL(`${origin}${start.path}`);
  await expect(page.getByRole('heading', { level: 1, name: start.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
}

const STAFF_START = { path: '/clients/', heading: 'Clients' };

test.describe('the investor on the main portal', () => {
  test.describe.configure({ mode: 'serial' });

  test('signs in with the SMS code and lands in the signed-in area', async ({ page }) => {
    const since = new Date();
    await submitLogin(page, baseURL, investor.email, DEMO_PASSWORD);

    await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
    await expect(page.getByText(Messages.twoFactorCodeSent)).toBeVisible();
    await expect(page.getByText(investor.phoneMasked)).toBeVisible();
    // The tenant's support e-mail as help.
    await expect(page.getByRole('link', { name: 'support@privateportfolio.example.com' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expectAccessible(page, 'login code step');

    const code = await newestCode(page.request, baseURL, investor.phone, since);
    // Exactly one SMS, however the screen mounted.
    expect(await messagesSince(page.request, baseURL, investor.phone, since)).toHaveLength(1);
    await enterCode(page, code);

    await expectSignedInArea(page, baseURL);
    await expect(page.getByRole('heading', { name: Messages.enterYourCode })).toBeHidden();
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByText(investor.email)).toBeVisible();
    await expectAccessible(page, 'profile menu');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: Messages.loginTitle })).toBeVisible();
  });

  test('settings: the two-factor guard asks for a code, then the switch saves at once', async ({ page }) => {
    const since = new Date();
    await submitLogin(page, baseURL, investor.email, DEMO_PASSWORD);
    await enterCode(page, await newestCode(page.request, baseURL, investor.phone, since));
    await expectSignedInArea(page, baseURL);

    const beforeGuard = new Date();
    await page.goto('/account/settings/');
    await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
    await enterCode(page, await newestCode(page.request, baseURL, investor.phone, beforeGuard));

    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const twoFactor = page.getByRole('switch', { name: 'Login two-factor authentication' });
    await expect(twoFactor).toBeChecked();
    await expectAccessible(page, 'settings');

    await twoFactor.click();
    await expect(page.getByRole('status').filter({ hasText: Messages.settingsSaved })).toBeVisible();
    await expect(twoFactor).not.toBeChecked();

    await twoFactor.click();
    const dialog = page.getByRole('dialog', { name: Messages.successTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(Messages.settingsSaved)).toBeVisible();
    await dialog.getByRole('button', { name: Messages.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(twoFactor).toBeChecked();
  });
});

test('a wrong password shows the server’s message and keeps the user on login', async ({ page }) => {
  await submitLogin(page, baseURL, investor.email, 'Not-the-password-1!');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByText(AuthMessages.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(investor.email);
  await expectAccessible(page, 'login with an error');
});

test('resend: the countdown runs, then Resend code sends another and offers support', async ({ page }) => {
  // The short-session portal waits 5 seconds between codes.
  const since = new Date();
  await submitLogin(page, shortSessionURL, investor.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();

  const counting = page.getByRole('button', { name: /^Resend code in 0:0\d second$/ });
  await expect(counting).toBeVisible();
  await expect(counting).toBeDisabled();
  await expect(page.getByRole('link', { name: Messages.needHelpContactSupport })).toBeHidden();

  const resend = page.getByRole('button', { name: Messages.resendCode, exact: true });
  await expect(resend).toBeEnabled({ timeout: 10_000 });
  await resend.click();
  await expect(counting).toBeDisabled();
  await expect(page.getByRole('link', { name: Messages.needHelpContactSupport })).toBeVisible();
  await expect
    .poll(async () => (await messagesSince(page.request, shortSessionURL, investor.phone, since)).length)
    .toBe(2);

  // A reload during the countdown neither sends another code nor forgets the countdown.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await expect(page.getByText(investor.phoneMasked)).toBeVisible();
  await expect(page.getByRole('link', { name: Messages.needHelpContactSupport })).toBeVisible();
  expect(await messagesSince(page.request, shortSessionURL, investor.phone, since)).toHaveLength(2);

  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: Messages.loginTitle })).toBeVisible();
});

test('password reset by e-mail link, then sign-in with the new password and the reset wording', async ({ page }) => {
  // The staff user on the main portal: no other journey signs in as staff there. The password is
  // changed back at the end through the change-password page.
  const newPassword = 'Harbour-Reset-2026#';

  await page.goto('/auth/login/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expectAccessible(page, 'reset password');
  await page.getByRole('textbox', { name: 'Email' }).fill(staff.email);
  const sent = new Date();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(AuthMessages.passwordResetSent)).toBeVisible();
  await expectAccessible(page, 'reset link sent');

  const mail = await newestMessage(page.request, baseURL, staff.email, sent);
  const link = /https?:\/\/\S+\/auth\/reset-password-confirm\/\?token=\S+/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link!);
  await page.goto(`${pathname}${search}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(page.getByText('5 of 6 password requirements met')).toBeAttached();
  await page.getByLabel('Repeat password', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(Messages.passwordsDoNotMatch)).toBeVisible();
  await expectAccessible(page, 'set a new password with an error');
  await page.getByLabel('Repeat password', { exact: true }).fill(newPassword);
  await expect(page.getByText('6 of 6 password requirements met')).toBeAttached();
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expect(page.getByText(AuthMessages.passwordResetDone)).toBeVisible();
  await expectAccessible(page, 'login after a password reset');

  const signedIn = new Date();
  await submitLogin(page, baseURL, staff.email, newPassword);
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await expect(page.getByText(Messages.twoFactorAfterPasswordReset)).toBeVisible();
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, signedIn));
  await expectSignedInArea(page, baseURL, STAFF_START);

  // Back to the demo password, through the change-password page.
  await page.goto('/account/change-password/');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill('wrong-old-password');
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Repeat password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(AuthMessages.wrongOldPassword)).toBeVisible();
  await expectAccessible(page, 'change password with an error');
  await page.getByLabel('Current password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(AuthMessages.passwordChanged)).toBeVisible();
});

test('an idle session warns, can be kept alive, then expires and signs out', async ({ page }) => {
  // Short-session portal: warning after 10 s idle, expiry after 20 s. Staff sign in with a code too.
  test.setTimeout(90_000);
  const signedIn = new Date();
  await submitLogin(page, shortSessionURL, staff.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, shortSessionURL, staff.phone, signedIn));
  await expectSignedInArea(page, shortSessionURL, STAFF_START);

  const warning = page.getByRole('dialog', { name: 'Your session is about to expire' });
  await expect(warning).toBeVisible({ timeout: 20_000 });
  await expect(warning.getByRole('timer')).toHaveText(/^0:(0\d|10)$/);
  await expectAccessible(page, 'session expiry warning');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  await expect(warning).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/auth\/login\/\?redirect_url=%2Fclients%2F$/, { timeout: 20_000 });
  await expect(page.getByText(AuthMessages.sessionExpired)).toBeVisible();
  await expect(warning).toBeHidden();
});

test('a JWT sign-in link that is missing or not valid says so', async ({ page }) => {
  await page.goto('/auth/jwt-login/');
  await expect(page.getByRole('heading', { level: 1, name: Messages.sorryTitle })).toBeVisible();
  await expect(page.getByText(AuthMessages.jwtInvalid)).toBeVisible();

  await page.goto('/auth/jwt-login/?jwt_token=not.a.jwt&target_url=%2Fdocuments%2F');
  await expect(page.getByRole('heading', { level: 1, name: Messages.sorryTitle })).toBeVisible();
  await expect(page.getByText(AuthMessages.jwtInvalid)).toBeVisible();
  await expectAccessible(page, 'sign-in link not valid');
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: Messages.loginTitle })).toBeVisible();
});
