import { Messages } from '@portal/contract';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestMessage } from '../fixtures/outbox';
import { registerPerson, RESIDENT_TAX_DETAILS, type RegisteredPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * An invitation to an existing account (issue #22 item 6): Avery puts Blake, who already has a
 * sign-in, on her joint account; Blake finds it in the accounts list's 'Account invitations',
 * accepts it in a browser of his own and the account joins his list. Casey, a third person,
 * opening the same e-mailed link is refused.
 */

const ACCOUNT = 'Avery and Blake';

async function post(request: APIRequestContext, person: RegisteredPerson, path: string, data: object) {
  const response = await request.post(`${baseURL}${path}`, { data, headers: { Authorization: `Token ${person.key}` } });
  const body = await response.text();
  expect(response.ok(), `POST ${path}: ${response.status()} ${body}`).toBe(true);
  return JSON.parse(body) as Record<string, unknown>;
}

test('a registered person accepts an invitation to an existing account in a browser of their own; a third is refused', async ({
  page,
  browser,
  viewport,
}) => {
  test.setTimeout(120_000);
  const contextOf = () => browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  const avery = await registerPerson(page, { baseURL, operatorKey }, { firstName: 'Avery', lastName: 'Owner' });
  const blakesBrowser = await contextOf();
  const blakesPage = await blakesBrowser.newPage();
  const blake = await registerPerson(blakesPage, { baseURL, operatorKey }, { firstName: 'Blake', lastName: 'Invitee' });

  // Avery's joint account, and Blake added on Secondary users as the screen saves it.
  await post(page.request, avery, '/api/profiles/individual-tax/', RESIDENT_TAX_DETAILS);
  const account = await post(page.request, avery, '/api/accounts/', { type: 'joint', name: ACCOUNT });
  const beforeInvite = new Date();
  await post(page.request, avery, `/api/accounts/${String(account.id)}/secondary-users/`, {
    users: [{ first_name: 'Blake', last_name: 'Invitee', email: blake.email, phone_number: blake.phone }],
  });
  const email = await newestMessage(page.request, baseURL, blake.email, beforeInvite);
  const link = new RegExp(`/accounts/secondary-invite/${String(account.id)}/[\\w-]{43}/`).exec(email.body)?.[0];
  expect(link, email.body).toBeTruthy();

  // Blake sees the invitation waiting on his accounts list and opens it from there.
  await blakesPage.goto('/accounts');
  await expect(blakesPage.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const panel = blakesPage.getByRole('region', { name: 'Account invitations (1)' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/Avery Owner invited you as member/)).toBeVisible();
  await expectAccessible(blakesPage, 'accounts list with account invitations');
  await panel.getByRole('link', { name: ACCOUNT }).click();

  const invitation = blakesPage.getByRole('region', { name: 'Account invitation' });
  await expect(invitation.getByText(ACCOUNT)).toBeVisible();
  await expect(invitation.getByText('Avery Owner')).toBeVisible();
  await expect(invitation.getByText('Member', { exact: true })).toBeVisible();
  await expectAccessible(blakesPage, 'account invitation');
  await invitation.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(blakesPage.getByText(Messages.accountInvitationAccepted(ACCOUNT))).toBeVisible();
  await expect(blakesPage.getByRole('heading', { level: 1, name: ACCOUNT })).toBeVisible();

  await blakesPage.goto('/accounts');
  await expect(blakesPage.getByRole('listitem', { name: ACCOUNT })).toBeVisible();
  await expect(blakesPage.getByRole('region', { name: /Account invitations/ })).toHaveCount(0);

  // Casey, signed in as herself, opens Blake's link: refused, nothing to accept.
  const caseysBrowser = await contextOf();
  const caseysPage = await caseysBrowser.newPage();
  await registerPerson(caseysPage, { baseURL, operatorKey }, { firstName: 'Casey', lastName: 'Stranger' });
  await caseysPage.goto(link!);
  await expect(caseysPage.getByText(Messages.accountInvitationForSomeoneElse)).toBeVisible();
  await expect(caseysPage.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expectAccessible(caseysPage, 'account invitation refused');

  await blakesBrowser.close();
  await caseysBrowser.close();
});
