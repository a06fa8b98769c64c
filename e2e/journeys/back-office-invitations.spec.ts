import { InviteOperatorMessages, Messages } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode, newestMessage } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, staff, submitLogin } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/** The demo staff member signs in (with the SMS code) and opens `queue` from the back office's navigation. */
async function openQueueAsStaff(page: Page, queue: string): Promise<void> {
  const since = new Date();
  await submitLogin(page, baseURL, staff.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, since));
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  await page.goto('/back-office/');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: queue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: queue })).toBeVisible();
  await expectAccessible(page, `back-office ${queue.toLowerCase()}`);
}

/**
 * The back office's invitations queue (issue #23 item 2): the demo staff member sends an
 * invitation to a new address, it shows in the queue, its e-mail is in the outbox, and the
 * invitee's link opens the invitation's first screen. It adds one open invitation for an address
 * no other journey uses, and changes nothing else.
 */
test('the staff member sends an invitation from the back office and the invitee opens it', async ({
  page,
  browser,
}) => {
  const invitee = `invitee-${Date.now()}@example.com`;
  await openQueueAsStaff(page, 'Invitations');
  await expect(page).toHaveURL(`${baseURL}/back-office/invitations/`);

  await page.getByRole('button', { name: 'New invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invitation' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('0412 999 321');
  await dialog.getByRole('combobox', { name: 'Account type' }).selectOption({ label: 'Individual' });
  await expectAccessible(page, 'back-office new invitation');
  const since = new Date();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();

  await expect(page.getByRole('status')).toHaveText(InviteOperatorMessages.sent(invitee));
  await page.getByRole('searchbox', { name: 'Search by e-mail or mobile' }).fill(invitee);
  const grid = page.getByRole('grid', { name: 'Invitations' });
  const row = grid.getByRole('row').filter({ hasText: invitee });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0412999321');
  await expect(row).toContainText('Open');
  await expect(row.getByRole('button', { name: `Expire the invitation for ${invitee}` })).toBeVisible();

  const email = await newestMessage(page.request, baseURL, invitee, since);
  expect(email.channel).toBe('email');
  const link = /Open this link: (\S+)/.exec(email.body)?.[1];
  expect(link).toBeTruthy();

  const inviteeContext = await browser.newContext({ baseURL });
  try {
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(new URL(link!).pathname);
    await expect(inviteePage.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  } finally {
    await inviteeContext.close();
  }
});

/**
 * Invitations onto an existing account (secondary invitations): the staff member invites a fresh
 * person onto the demo investor's account as a joint holder, finds it in the queue by the primary
 * user, and the invitee's e-mailed link opens. It adds one open account invitation, nothing else.
 */
test('the staff member invites a person onto the demo investor’s account from the back office', async ({
  page,
  browser,
}) => {
  const invitee = `holder-${Date.now()}@example.com`;
  await openQueueAsStaff(page, 'Account invitations');

  await page.getByRole('button', { name: 'New account invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New account invitation' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Casey');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Holder');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(invitee);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('0422 999 321');
  await dialog.getByRole('textbox', { name: "Primary user's email" }).fill('investor@example.com');
  await dialog.getByRole('combobox', { name: 'Account type' }).selectOption({ label: 'Joint' });
  await dialog.getByRole('textbox', { name: 'Account name (optional)' }).fill('Bennett & Holder');
  await expectAccessible(page, 'back-office new account invitation');
  const since = new Date();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(InviteOperatorMessages.accountInviteSent(invitee));

  await page.getByRole('searchbox', { name: 'Search by invitee, account or primary user' }).fill(invitee);
  const row = page.getByRole('grid', { name: 'Account invitations' }).getByRole('row').filter({ hasText: invitee });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Casey Holder');
  await expect(row).toContainText('investor@example.com');

  const email = await newestMessage(page.request, baseURL, invitee, since);
  const link = /(https?:\/\/\S+)/.exec(email.body)?.[1];
  expect(link).toBeTruthy();
  const inviteeContext = await browser.newContext({ baseURL });
  try {
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(new URL(link!).pathname);
    await expect(inviteePage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(inviteePage.getByText(/Olivia Bennett/).first()).toBeVisible();
  } finally {
    await inviteeContext.close();
  }
});
