import { ErrorCode, Messages, type Account, type AccountInvitation } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMembers, accounts, secondaryInvites } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/** An invitation onto an existing account for someone already registered (spec 2 §2, issue #22 item 6). */
let t: TestApp;
let owner: TestPerson;
let invitee: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createPerson(t, 'invite-owner');
  invitee = await createPerson(t, 'invite-existing');
  stranger = await createPerson(t, 'invite-stranger');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const invitationUrl = (accountId: number, token: string) => `/api/accounts/secondary-invites/${accountId}/${token}/`;
const accountIds = async (key: string) =>
  ((await call('GET', '/api/accounts/', key)).json() as { results: Account[] }).results.map((a) => a.id);

let counter = 0;
/** An active joint account of the owner with the invitee added as a member after activation, and the e-mailed link. */
async function invitedOnto(name: string, person = invitee) {
  counter += 1;
  const created = await call('POST', '/api/accounts/', owner.key, { type: 'joint', name });
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const account = created.json() as Account;
  await t.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, account.id));
  const before = await outbox(person.email);
  const added = await call('POST', `/api/accounts/${account.id}/secondary-users/`, owner.key, {
    users: [
      { first_name: 'Test', last_name: 'Invitee', email: person.email.toUpperCase(), phone_number: person.phone },
    ],
  });
  if (added.statusCode !== 201) throw new Error(`add: ${added.statusCode} ${added.body}`);
  let body = '';
  await vi.waitFor(
    async () => {
      const mails = await outbox(person.email);
      expect(mails.length).toBeGreaterThan(before.length);
      body = mails[0]!.body;
    },
    { timeout: 5000, interval: 50 },
  );
  const link = /\/accounts\/secondary-invite\/(\d+)\/([A-Za-z0-9_-]{43})\//.exec(body);
  if (!link) throw new Error(`no account invitation link in: ${body}`);
  expect(Number(link[1])).toBe(account.id);
  return { account, token: link[2]! };
}
const outbox = async (email: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(email)}` })).json() as Array<{
    body: string;
  }>;
const memberships = (accountId: number, userId: number) =>
  t.database.db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)));

describe('an invitation onto an existing account', () => {
  it('e-mails a registered person the account’s invitation page; they accept and the account is theirs', async () => {
    const { account, token } = await invitedOnto('Existing Joint');
    const panel = (await call('GET', '/api/accounts/secondary-invites/', invitee.key)).json() as AccountInvitation[];
    expect(panel).toEqual([
      expect.objectContaining({
        account_id: account.id,
        account_name: 'Existing Joint',
        account_type: 'joint',
        role: 'member',
        status: 'open',
      }),
    ]);
    expect(panel[0]!.primary_user_full_name).toContain('invite-owner');
    expect(await accountIds(invitee.key)).not.toContain(account.id);

    const seen = await call('GET', invitationUrl(account.id, token), invitee.key);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(panel[0]);
    // The panel links by uuid: the same invitation.
    expect((await call('GET', invitationUrl(account.id, panel[0]!.uuid), invitee.key)).json()).toEqual(panel[0]);

    const accepted = await call('POST', `${invitationUrl(account.id, token)}accept/`, invitee.key);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ account_id: account.id, status: 'accepted' });
    expect(await accountIds(invitee.key)).toContain(account.id);
    const mine = (await call('GET', `/api/accounts/${account.id}/`, invitee.key)).json() as Account;
    expect(mine.users.find((u) => u.email === invitee.email)).toMatchObject({ title: 'member', status: 'joined' });
    expect((await call('GET', '/api/accounts/secondary-invites/', invitee.key)).json()).toEqual([]);
  });

  it('accepting twice (by link, then by the panel’s uuid) makes one membership', async () => {
    const { account, token } = await invitedOnto('Twice Joint');
    const [row] = await t.database.db.select().from(secondaryInvites).where(eq(secondaryInvites.accountId, account.id));
    const first = await call('POST', `${invitationUrl(account.id, token)}accept/`, invitee.key);
    const second = await call('POST', `${invitationUrl(account.id, row!.uuid)}accept/`, invitee.key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(await memberships(account.id, invitee.id)).toHaveLength(1);
    const decline = await call('POST', `${invitationUrl(account.id, token)}decline/`, invitee.key);
    expect(decline.statusCode).toBe(400);
    expect(decline.json().non_field_errors).toEqual([Messages.accountInvitationAlreadyAccepted]);
  });

  it('refuses another signed-in person with the token, and changes nothing', async () => {
    const { account, token } = await invitedOnto('Guarded Joint');
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', 'accept/'],
      ['POST', 'decline/'],
    ] as const) {
      const res = await call(method, `${invitationUrl(account.id, token)}${suffix}`, stranger.key);
      expect(res.statusCode, `${method} ${suffix}`).toBe(403);
      expect(res.json()).toEqual({
        detail: Messages.accountInvitationForSomeoneElse,
        code: ErrorCode.permissionDenied,
      });
    }
    expect(await accountIds(stranger.key)).not.toContain(account.id);
    expect((await call('GET', '/api/accounts/secondary-invites/', stranger.key)).json()).toEqual([]);
    expect((await call('GET', invitationUrl(account.id, token), invitee.key)).json().status).toBe('open');
  });

  it('answers 404 for a link of another account or one that names nothing, 400 for a malformed one', async () => {
    const { account, token } = await invitedOnto('Mismatched Joint');
    const other = await call('GET', invitationUrl(account.id + 1000, token), invitee.key);
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe(Messages.accountInvitationNotFound);
    expect((await call('GET', invitationUrl(account.id, 'B'.repeat(43)), invitee.key)).statusCode).toBe(404);
    const bad = await call('GET', invitationUrl(account.id, 'not-a-token'), invitee.key);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors.token).toEqual(['This invitation link is not valid.']);
  });

  it('refuses an expired invitation with the expiry message and leaves it off the panel', async () => {
    const { account, token } = await invitedOnto('Expired Joint');
    await t.database.db
      .update(secondaryInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(secondaryInvites.accountId, account.id));
    expect((await call('GET', invitationUrl(account.id, token), invitee.key)).json().status).toBe('expired');
    const res = await call('POST', `${invitationUrl(account.id, token)}accept/`, invitee.key);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ detail: Messages.invitationExpired, code: ErrorCode.inviteExpired });
    expect(await memberships(account.id, invitee.id)).toHaveLength(0);
    const panel = (await call('GET', '/api/accounts/secondary-invites/', invitee.key)).json() as AccountInvitation[];
    expect(panel.map((i) => i.account_id)).not.toContain(account.id);
  });

  it('declines: the invitation stops working and leaves the panel', async () => {
    const { account, token } = await invitedOnto('Declined Joint');
    const res = await call('POST', `${invitationUrl(account.id, token)}decline/`, invitee.key);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
    const again = await call('POST', `${invitationUrl(account.id, token)}accept/`, invitee.key);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toBe(Messages.accountInvitationDeclined);
    expect(await memberships(account.id, invitee.id)).toHaveLength(0);
    const panel = (await call('GET', '/api/accounts/secondary-invites/', invitee.key)).json() as AccountInvitation[];
    expect(panel.map((i) => i.account_id)).not.toContain(account.id);
  });

  it('keeps the sign-up link for someone not registered', async () => {
    const created = await call('POST', '/api/accounts/', owner.key, { type: 'joint', name: 'New Person Joint' });
    const account = created.json() as Account;
    const email = `not-registered-${counter}@example.com`;
    await call('POST', `/api/accounts/${account.id}/secondary-users/`, owner.key, {
      users: [{ first_name: 'New', last_name: 'Person', email, phone_number: '0412 555 901' }],
    });
    await vi.waitFor(
      async () => expect((await outbox(email))[0]?.body).toMatch(/\/invitation-secondary\/[A-Za-z0-9_-]{43}\//),
      {
        timeout: 5000,
        interval: 50,
      },
    );
  });
});
