import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { admin } from '../fixtures/admin-cli';
import { newestCode, newestMessage } from '../fixtures/outbox';
import { enterCode, investor, signInDemo } from '../fixtures/people';
import { simplePdf } from '../fixtures/pdf-file';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * Bank accounts after activation (spec 2 §2-§6, issue #19), on the demo joint account the demo
 * investor (Olivia) holds with Alex Morgan (joint@example.com): every change is a request, opened
 * behind an SMS code, agreed by the other holder (signing authority 'all') and applied only when
 * the portfolio manager approves it with the admin CLI. Two browsers, one per holder.
 */

const JOINT_ACCOUNT = 'Olivia Bennett & Alex Morgan';
const joint = { email: 'joint@example.com', phone: '0412000002' };
const cli = { portalUrl: baseURL, operatorKey };

type ChangeRequestRow = { id: number; kind: string; status: string; account: { name: string } };

const signIn = (page: Page, who: { email: string; phone: string }) => signInDemo(page, baseURL, who);

async function openJointAccount(page: Page): Promise<void> {
  await page.goto('/accounts');
  await page.getByRole('listitem', { name: JOINT_ACCOUNT }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: JOINT_ACCOUNT })).toBeVisible();
}

function bankSection(page: Page) {
  return page.getByRole('region', { name: 'Bank accounts' });
}

/** The two-factor guard of the bank screens: the code sent by SMS to `phone`. */
async function passGuard(page: Page, phone: string, since: Date): Promise<void> {
  await enterCode(page, await newestCode(page.request, baseURL, phone, since));
}

async function secondHolder(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, joint);
  return page;
}

async function pendingFor(name: string, kind: string): Promise<ChangeRequestRow> {
  const { results: rows } = (await admin(
    ['change-request', 'list', '--status', 'awaiting_approval', '--search', name, '--page-size', '100'],
    cli,
  )) as { results: ChangeRequestRow[] };
  const row = rows.find((r) => r.account.name === name && r.kind === kind);
  expect(row, `a ${kind} request of ${name} waiting for the portfolio manager`).toBeDefined();
  return row!;
}

test.describe.configure({ mode: 'serial' });

test('the joint holder’s change waits for the investor, who declines it with a reason', async ({ page }) => {
  await signIn(page, investor);
  await openJointAccount(page);
  await bankSection(page).getByRole('link', { name: 'Review request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change bank account details' })).toBeVisible();
  await expect(page.getByText('Alex Morgan')).toBeVisible();
  await expectAccessible(page, 'review of a bank account change');
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('That is not our account.');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(page.getByText('The request has been declined.')).toBeVisible();
  // The history keeps it, and the bank account is unchanged.
  await openJointAccount(page);
  const history = page.getByRole('region', { name: 'Bank account history' });
  await expect(history.getByText('Declined').first()).toBeVisible();
});

test('a new bank account: proposed with an SMS code, confirmed by the other holder, approved with the CLI', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, investor);
  await openJointAccount(page);
  const since = new Date();
  await bankSection(page).getByRole('link', { name: 'Add bank account' }).click();
  await passGuard(page, investor.phone, since);
  await expect(page.getByRole('heading', { level: 1, name: 'Add bank account' })).toBeVisible();

  // A BSB the directory does not know: the server's words under Bank, which can then be typed.
  await page.getByRole('textbox', { name: 'BSB' }).fill('999-999');
  await expect(
    page.getByText('We could not find this BSB. Check it, or type the bank and branch names.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'BSB' }).fill('062-000');
  await expect(page.getByRole('textbox', { name: 'Bank' })).toHaveValue('Commonwealth Bank of Australia');
  await page.getByRole('textbox', { name: 'Account number' }).fill('12345678901');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Bennett & Morgan Savings');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Account Number cannot contain more than 10 digits')).toBeVisible();
  await page.getByRole('textbox', { name: 'Account number' }).fill('55512345');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: simplePdf([['Bank statement']]) });
  await expect(page.getByText('statement.pdf')).toBeVisible();
  await expectAccessible(page, 'add bank account');
  const sent = new Date();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
  // Alex is e-mailed, with the number masked.
  const email = await newestMessage(page.request, baseURL, joint.email, sent);
  expect(email.body).toContain(JOINT_ACCOUNT);
  expect(email.body).not.toContain('55512345');

  // Alex confirms in a browser of their own.
  const other = await secondHolder(browser);
  await openJointAccount(other);
  await bankSection(other).getByRole('link', { name: 'Review request' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Add bank account' })).toBeVisible();
  await expect(other.getByText('Olivia Bennett')).toBeVisible();
  await other.getByRole('button', { name: 'Confirm' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expectAccessible(other, 'thank you, after confirming');

  // The portfolio manager approves it; both holders then see the bank account in use.
  const request = await pendingFor(JOINT_ACCOUNT, 'verify');
  await admin(['change-request', 'approve', String(request.id)], cli);
  for (const holder of [page, other]) {
    await openJointAccount(holder);
    const row = bankSection(holder).getByRole('listitem').filter({ hasText: 'Bennett & Morgan Savings' });
    await expect(row).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
  }
  await other.context().close();
});

test('a deletion its initiator cancels: the bank account stays and the history says so', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const other = await secondHolder(browser);
  await openJointAccount(other);
  const since = new Date();
  await bankSection(other).getByRole('link', { name: 'Delete Bennett & Morgan Savings' }).click();
  await passGuard(other, joint.phone, since);
  await expect(other.getByRole('heading', { level: 1, name: 'Delete bank account' })).toBeVisible();
  await expectAccessible(other, 'delete bank account');
  await other.getByRole('button', { name: 'Delete bank account' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
  await expectAccessible(other, 'request sent');
  // Alex changes their mind.
  await openJointAccount(other);
  await bankSection(other).getByRole('link', { name: 'Review request' }).click();
  await expect(other.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await expectAccessible(other, 'review of a deletion, by its initiator');
  await other.getByRole('button', { name: 'Cancel request' }).click();
  await expectAccessible(other, 'cancel request dialog');
  await other.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
  await expect(other.getByText('The request has been cancelled.')).toBeVisible();
  await other.context().close();

  await signIn(page, investor);
  await openJointAccount(page);
  await expect(bankSection(page).getByRole('link', { name: 'Review request' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bank account history' }).getByText('Cancelled').first()).toBeVisible();
});

test('an edit of her own account’s bank details waits for the portfolio manager; the linked bank account is shown', async ({
  page,
}) => {
  await signIn(page, investor);
  await page.goto('/accounts');
  await page.getByRole('listitem', { name: 'Olivia Bennett', exact: true }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Bennett' })).toBeVisible();
  const accountId = /\/accounts\/(\d+)/.exec(page.url())![1];
  const since = new Date();
  await bankSection(page).getByRole('link', { name: 'Edit Olivia Bennett' }).click();
  await passGuard(page, investor.phone, since);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit bank account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Bank' })).toHaveValue('Commonwealth Bank of Australia');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Olivia J Bennett');
  await expectAccessible(page, 'edit bank account');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
  // No other holder: it waits for the portfolio manager only, and the details stay until then.
  await page.goto(`/accounts/${accountId}/`);
  await expect(
    bankSection(page).getByText('Change bank account details: Waiting for the portfolio manager'),
  ).toBeVisible();

  await page.goto(`/products/bank-account/update-linked-bank-account/${accountId}/ipm/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Linked bank account' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Olivia Bennett/ })).toBeChecked();
  await expectAccessible(page, 'linked bank account');
});

test('in setup, one of the investor’s bank accounts is chosen for her trust and applies at once', async ({ page }) => {
  await signIn(page, investor);
  await page.goto('/accounts');
  await page.getByRole('listitem', { name: 'Bennett Family Trust' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bennett Family Trust' })).toBeVisible();
  const since = new Date();
  await bankSection(page).getByRole('link', { name: 'Add bank account' }).click();
  await passGuard(page, investor.phone, since);
  await expect(page.getByRole('heading', { level: 1, name: 'Bank account' })).toBeVisible();
  const choices = page.getByRole('radiogroup', { name: 'Bank account' });
  await choices.getByRole('radio', { name: /^Bennett Capital Pty Ltd/ }).check();
  await expectAccessible(page, 'bank account in setup');
  await page.getByRole('button', { name: 'Save' }).click();
  // The portal goes on to the trust's next missing detail; the bank account is the trust's now.
  await expect(page.getByRole('heading', { level: 1, name: 'Bank account' })).toBeHidden();
  await page.goto('/accounts');
  await page.getByRole('listitem', { name: 'Bennett Family Trust' }).getByRole('link').first().click();
  const row = bankSection(page).getByRole('listitem').filter({ hasText: 'Bennett Capital Pty Ltd' });
  await expect(row.getByText('Active')).toBeVisible();
});
