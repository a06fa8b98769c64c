import { Messages } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { admin, uniqueInvitee, type IssuedInvite } from '../fixtures/admin-cli';
import { newestCode, newestMessage } from '../fixtures/outbox';
import { enterCode, submitLogin } from '../fixtures/people';
import { registerPerson, type RegisteredPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';
import { acceptInvitationTerms } from '../fixtures/invitation-welcome';

/**
 * Settings, legal and help pages, and contact support, end to end. Switching login two-factor
 * off and on is done by a person of this journey's own, invited through the operator CLI: the
 * demo investor's two-factor and SMS codes are what other journeys, running beside this one,
 * rely on, so they are never touched here.
 */

const cli = { portalUrl: baseURL, operatorKey };
const portal = { baseURL, operatorKey };

/** Opens the settings page, passing its two-factor guard with the SMS code. */
async function openSettings(page: Page, person: RegisteredPerson): Promise<void> {
  const before = new Date();
  await page.goto('/account/settings/');
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await enterCode(page, await newestCode(page.request, baseURL, person.phone, before));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: Messages.loginTitle })).toBeVisible();
}

async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${baseURL}/dashboard/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('the terms and the privacy policy open in a dialog over the sign-up form', async ({ page }) => {
  const person = uniqueInvitee();
  const invite = (await admin(
    ['invite', 'create', '--email', person.email, '--phone', person.phone, '--type', 'individual'],
    cli,
  )) as IssuedInvite;
  await page.goto(new URL(invite.url).pathname);
  await acceptInvitationTerms(page);
  await page.getByRole('textbox', { name: 'Invitation code' }).fill(invite.code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Half-typed-password-1');
  const agree = page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' });

  await page.getByRole('button', { name: 'terms and conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.getByRole('heading', { name: '2. Your sign-in' })).toBeVisible();
  await expectAccessible(page, 'terms and conditions dialog');
  await terms.getByRole('button', { name: 'Close' }).click();
  await expect(terms).toBeHidden();

  await page.getByRole('button', { name: 'privacy policy' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy policy' });
  await expect(privacy.getByRole('link', { name: 'oaic.gov.au' })).toHaveAttribute('target', '_blank');
  await expectAccessible(page, 'privacy policy dialog');
  await page.keyboard.press('Escape');
  await expect(privacy).toBeHidden();

  // Reading the documents neither ticked the box nor lost what was typed; the box still ticks.
  await expect(agree).not.toBeChecked();
  await expect(password).toHaveValue('Half-typed-password-1');
  await agree.check();
  await expect(agree).toBeChecked();
});

test('login two-factor off means no code at sign-in; back on, the code is asked again', async ({ page }) => {
  test.setTimeout(180_000);
  const person = await registerPerson(page, portal);
  const twoFactor = page.getByRole('switch', { name: 'Login two-factor authentication' });

  // A new person starts without login two-factor: turn it on.
  await openSettings(page, person);
  await expect(page.getByText('This device')).toBeVisible();
  await expect(twoFactor).not.toBeChecked();
  await twoFactor.click();
  const saved = page.getByRole('dialog', { name: Messages.successTitle });
  await saved.getByRole('button', { name: Messages.ok }).click();
  await expect(twoFactor).toBeChecked();
  await signOut(page);

  let since = new Date();
  await submitLogin(page, baseURL, person.email, person.password);
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await enterCode(page, await newestCode(page.request, baseURL, person.phone, since));
  await expectDashboard(page);

  // Off: the next sign-in goes straight in.
  await openSettings(page, person);
  await expect(twoFactor).toBeChecked();
  await twoFactor.click();
  await expect(page.getByRole('status').filter({ hasText: Messages.settingsSaved })).toBeVisible();
  await expect(twoFactor).not.toBeChecked();
  await signOut(page);

  await submitLogin(page, baseURL, person.email, person.password);
  await expectDashboard(page);
  await expect(page.getByRole('heading', { name: Messages.enterYourCode })).toBeHidden();

  // On again: the code is asked for again, and the person is left with two-factor on.
  await openSettings(page, person);
  await twoFactor.click();
  await page.getByRole('dialog', { name: Messages.successTitle }).getByRole('button', { name: Messages.ok }).click();
  await expect(twoFactor).toBeChecked();
  await signOut(page);

  since = new Date();
  await submitLogin(page, baseURL, person.email, person.password);
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await enterCode(page, await newestCode(page.request, baseURL, person.phone, since));
  await expectDashboard(page);

  // The other settings on the same page: marketing and notifications save and say so.
  await openSettings(page, person);
  const optOut = page.getByRole('switch', { name: 'Do not send me marketing communications' });
  await optOut.click();
  await expect(page.getByRole('status').filter({ hasText: Messages.settingsSaved })).toBeVisible();
  await expect(optOut).toBeChecked();
  const news = page.getByRole('group', { name: 'Product news and offers' });
  await news.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: Messages.settingsSaved })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Product news and offers' }).getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();

  // Legal and help from the profile menu; help leads to contact support, which knows the e-mail.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Legal' }).click();
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expectAccessible(page, 'legal');
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
  await expectAccessible(page, 'privacy policy');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expectAccessible(page, 'help');
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeHidden();
  await expectAccessible(page, 'contact support signed in');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
});

test('contact support signed out: the question reaches the support inbox and a dialog thanks', async ({ page }) => {
  const question = `Journey question ${Date.now()}: where is my statement?`;
  await page.goto('/account/contact-support/');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await expectAccessible(page, 'contact support signed out');
  await page.getByRole('textbox', { name: 'Email' }).fill('journey.visitor@example.com');
  await page.getByRole('textbox', { name: 'How can we help?' }).fill(question);
  const sent = new Date();
  await page.getByRole('button', { name: 'Submit' }).click();

  const dialog = page.getByRole('dialog', { name: Messages.thankYouTitle });
  await expect(dialog.getByText(Messages.weWillContactYouShortly)).toBeVisible();
  await expectAccessible(page, 'contact support thank you dialog');
  const mail = await newestMessage(page.request, baseURL, 'support@privateportfolio.example.com', sent);
  expect(mail.subject).toContain('journey.visitor@example.com');
  expect(mail.body).toContain(question);
  await dialog.getByRole('button', { name: Messages.ok }).click();
  await expect(page.getByRole('heading', { level: 1, name: Messages.loginTitle })).toBeVisible();
});
