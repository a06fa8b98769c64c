import { Messages, NOTIFICATION_SETTINGS_CATALOGUE, profileSchema } from '@portal/contract';
import { expect, test, type Browser } from '@playwright/test';
import { admin } from '../fixtures/admin-cli';
import { expectVisibleFocus, pressToFocus } from '../fixtures/keyboard-focus';
import { newestCode } from '../fixtures/outbox';
import { registerPerson, type RegisteredPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * The portal from the keyboard alone: an investor with login two-factor signs in with the SMS
 * code, opens the notifications and the profile menu and closes each with Escape, then goes to
 * Settings and saves a notification setting. Only keys are pressed and typed (Tab, Shift+Tab,
 * Enter, Space, Escape, arrows); after each move the focus is where the person expects it and
 * drawn so they can see it. The investor is a person of this journey's own, so the sign-in codes
 * it reads are never another journey's.
 */

const cli = { portalUrl: baseURL, operatorKey };

/** A registered person whose login asks for an SMS code, turned on through the API (set-up, not the journey). */
async function personWithLoginTwoFactor(browser: Browser): Promise<RegisteredPerson> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const person = await registerPerson(page, { baseURL, operatorKey });
    const token = await page.evaluate(() => localStorage.getItem('portal.token'));
    expect(token, 'signed in after registering').toBeTruthy();
    const headers = { Authorization: `Token ${token}` };
    // Turning it on is a protected change: an action code by SMS first.
    const sent = new Date();
    const request = await page.request.post('/api/auth/two-factor-authentication/request-create/', {
      headers,
      data: { channel: 'sms' },
    });
    expect(request.status()).toBe(200);
    const code = await newestCode(page.request, baseURL, person.phone, sent);
    const confirmed = await page.request.post('/api/auth/two-factor-authentication/action-confirmation-create/', {
      headers,
      data: { code },
    });
    expect(confirmed.status()).toBe(200);
    const patched = await page.request.patch('/api/profiles/my/', {
      headers,
      data: { login_two_factor_auth_enabled: true },
    });
    expect(patched.status()).toBe(200);
    expect(profileSchema.parse(await patched.json()).login_two_factor_auth_enabled).toBe(true);
    return person;
  } finally {
    await context.close();
  }
}

test('keyboard only: two-factor sign-in, notifications and profile menus, a setting saved', async ({
  page,
  browser,
}) => {
  // Registering the person takes a while, and every step pictures the control twice.
  test.setTimeout(300_000);
  const person = await personWithLoginTwoFactor(browser);
  const title = `Keyboard notice ${Date.now()}`;
  await admin(['notify', '--email', person.email, '--title', title, '--description', 'For the keyboard.'], cli);

  // Sign in: the e-mail field has the focus as the page opens.
  await page.goto('/auth/login/');
  await expect(page.getByRole('heading', { level: 1, name: Messages.loginTitle })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password', { exact: true });
  await expectVisibleFocus(page, email);
  await page.keyboard.type(person.email);
  await pressToFocus(page, 'Tab', password);
  await page.keyboard.type(person.password);
  // Back and forth: Shift+Tab returns to the e-mail, which keeps what was typed.
  await pressToFocus(page, 'Shift+Tab', email);
  await expect(email).toHaveValue(person.email);
  await pressToFocus(page, 'Tab', password);
  await pressToFocus(page, 'Tab', page.getByRole('button', { name: 'Show' }));
  await pressToFocus(page, 'Tab', page.getByRole('button', { name: 'Sign in' }));
  const signingIn = new Date();
  await page.keyboard.press('Enter');

  // The SMS code: the code field has the focus; Verify is reached with Tab and pressed with Enter.
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  const codeField = page.getByRole('textbox', { name: 'Verification code' });
  await expectVisibleFocus(page, codeField);
  await page.keyboard.type(await newestCode(page.request, baseURL, person.phone, signingIn));
  await pressToFocus(page, 'Tab', page.getByRole('button', { name: 'Verify' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${baseURL}/dashboard/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The header in order: skip link, brand, the main menu's links, the bell, Profile.
  await pressToFocus(page, 'Tab', page.getByRole('link', { name: 'Skip to content' }));
  await pressToFocus(page, 'Tab', page.getByRole('link', { name: 'Private Portfolio' }));
  const menu = page.getByRole('navigation', { name: 'Main' });
  // The default brand's modules, in the menu's order.
  const menuLinks = ['Dashboard', 'Documents', 'Reports', 'Rebalance', 'Advisor', 'Accounts', 'Notifications'];
  await expect(menu.getByRole('link')).toHaveCount(menuLinks.length);
  for (const name of menuLinks) {
    await pressToFocus(page, 'Tab', menu.getByRole('link', { name, exact: true }));
  }

  // The bell says one is new; Enter opens its menu on the notification, Escape closes it.
  await pressToFocus(page, 'Tab', page.getByRole('button', { name: 'Notifications, 1 new' }));
  await page.keyboard.press('Enter');
  const bellMenu = page.getByRole('menu');
  await expectVisibleFocus(page, bellMenu.getByRole('menuitem', { name: new RegExp(title) }));
  await pressToFocus(page, 'ArrowDown', bellMenu.getByRole('menuitem', { name: 'View all notifications' }));
  await pressToFocus(page, 'ArrowUp', bellMenu.getByRole('menuitem', { name: new RegExp(title) }));
  // Escape closes it and gives the focus back to the bell, which no longer counts it (seen).
  await page.keyboard.press('Escape');
  await expect(bellMenu).toBeHidden();
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expectVisibleFocus(page, bell);

  // The profile menu: opens on its first item, arrows move, Escape returns to Profile.
  const profile = page.getByRole('button', { name: 'Profile' });
  const profileUnfocused = await pressToFocus(page, 'Tab', profile);
  // The bell's focus is drawn too (its badge has gone, so it is pictured anew): back and forth.
  await pressToFocus(page, 'Shift+Tab', bell);
  await pressToFocus(page, 'Tab', profile);
  await page.keyboard.press('Enter');
  const profileMenu = page.getByRole('menu');
  await expectVisibleFocus(page, profileMenu.getByRole('menuitem', { name: 'Account details' }));
  await expect(profileMenu.getByText(person.email)).toBeVisible();
  await pressToFocus(page, 'ArrowDown', profileMenu.getByRole('menuitem', { name: 'Settings' }));
  await page.keyboard.press('Escape');
  await expect(profileMenu).toBeHidden();
  await expectVisibleFocus(page, profile, profileUnfocused);

  // Space opens it too; Enter on Settings goes there.
  await page.keyboard.press(' ');
  await expectVisibleFocus(page, profileMenu.getByRole('menuitem', { name: 'Account details' }));
  await pressToFocus(page, 'ArrowDown', profileMenu.getByRole('menuitem', { name: 'Settings' }));
  const guarding = new Date();
  await page.keyboard.press('Enter');

  // Settings asks for a code first; Enter in the field sends it.
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await expectVisibleFocus(page, codeField);
  await page.keyboard.type(await newestCode(page.request, baseURL, person.phone, guarding));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The code form has gone; Tab goes on from where it was, to the first setting.
  await pressToFocus(page, 'Tab', page.getByRole('switch', { name: 'Login two-factor authentication' }));
  await pressToFocus(page, 'Tab', page.getByRole('switch', { name: 'Do not send me marketing communications' }));
  const statements = 'Statements and reports';
  let toggled = false;
  for (const setting of NOTIFICATION_SETTINGS_CATALOGUE) {
    const group = page.getByRole('group', { name: setting.title });
    await pressToFocus(page, 'Tab', group.getByRole('checkbox', { name: 'E-mail' }));
    const sms = group.getByRole('checkbox', { name: 'SMS' });
    await pressToFocus(page, 'Tab', sms);
    if (setting.title === statements) {
      // Statements by SMS too: Space ticks the box.
      await expect(sms).not.toBeChecked();
      await page.keyboard.press(' ');
      await expect(sms).toBeChecked();
      toggled = true;
    }
  }
  expect(toggled).toBe(true);
  await pressToFocus(page, 'Tab', page.getByRole('button', { name: 'Save notification settings' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: Messages.settingsSaved })).toBeVisible();

  // Saved: the page shows it again after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('group', { name: statements }).getByRole('checkbox', { name: 'SMS' })).toBeChecked();
});
