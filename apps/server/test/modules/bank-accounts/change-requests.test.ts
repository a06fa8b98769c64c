import {
  BankAccountMessages,
  ErrorCode,
  type BankAccount,
  type ChangeRequest,
  type Notification,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, bankChangeRequests, sessions } from '../../../src/db/schema/index.js';
import { OutboxSender } from '../../../src/platform/messaging/outbox-sender.js';
import type { OutgoingMessage } from '../../../src/platform/messaging/message-sender.js';
import { silentLogger } from '../../helpers/silent-logger.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { confirmAction, createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from './bank-accounts-helpers.js';

/**
 * Bank change requests after activation (issue #19 items 3-6): every transition and refusal of
 * the state machine through the API, the portfolio manager's side through the operator API, and
 * the notices the waiting members get.
 */
let t: TestApp;
let api: ReturnType<typeof bankApi>;
let a: TestPerson;
let b: TestPerson;
let c: TestPerson;
let stranger: TestPerson;

/** The demo outbox, with a mail server that can be made to refuse the next e-mail. */
let emailsToRefuse = 0;
let outbox: OutboxSender | undefined;
const sender = {
  name: 'outbox-that-may-fail',
  async send(message: OutgoingMessage) {
    if (message.channel === 'email' && emailsToRefuse > 0) {
      emailsToRefuse--;
      throw new Error('421 mail server busy');
    }
    outbox ??= new OutboxSender(t.database.db, silentLogger);
    await outbox.send(message);
  },
};

beforeAll(async () => {
  // Retries of a failed notice within the test's patience.
  t = await startTestApp({ sender, env: { JOB_RETRY_BASE_MS: '50', JOB_POLL_INTERVAL_MS: '50' } });
  api = bankApi(t);
  a = await createPerson(t, 'cr-a');
  b = await createPerson(t, 'cr-b');
  c = await createPerson(t, 'cr-c');
  stranger = await createPerson(t, 'cr-stranger');
  await confirmAction(t, a.key, a.phone);
}, 60_000);
afterAll(() => t.close());

const bankUrl = (accountId: number, bankId?: number) =>
  `/api/accounts/${accountId}/bank-accounts/${bankId ? `${bankId}/` : ''}`;
const confirm = (key: string, id: number) => api.post(key, `/api/accounts/change-requests/${id}/confirm/`);
const decline = (key: string, id: number, reason = '') =>
  api.post(key, `/api/accounts/change-requests/${id}/decline/`, { reason });
const cancel = (key: string, id: number) => api.post(key, `/api/accounts/change-requests/${id}/cancel/`);
const approve = (id: number) => api.operatorPost(`/change-requests/${id}/approve/`);
const actions = (r: ChangeRequest) => r.history.map((e) => `${e.action}:${e.actor_name}`);

async function addBank(key: string, accountId: number, overrides: Record<string, unknown> = {}) {
  const res = await api.post(key, bankUrl(accountId), await api.details(key, overrides));
  if (res.statusCode !== 201) throw new Error(`add: ${res.statusCode} ${res.body}`);
  return res.json() as BankAccount;
}

describe('adding a bank account to an active account (verify)', () => {
  it('waits for every other signer (all), then the portfolio manager, and only then is active', async () => {
    const { account } = await api.activeAccount(a, [b, c], { option: 'all', minNumberOfSignatories: 3 });
    const added = await addBank(a.key, account.id, { name: 'New Joint', number: '9876543210' });
    expect(added.status).toBe('pending_verification');
    const request = added.verify_change_request!;
    expect(request).toMatchObject({
      kind: 'verify',
      status: 'pending',
      confirmations_required: 2,
      confirmations_received: 0,
      waiting_for: ['Test cr-b', 'Test cr-c'],
      can_confirm: false,
      can_cancel: true,
      old_data: null,
      new_data: { name: 'New Joint', number: '*******210' },
      initiator: { first_name: 'Test', last_name: 'cr-a', is_current_user: true },
    });
    expect(JSON.stringify(request)).not.toContain('9876543210');

    const asB = await api.request(b.key, request.id);
    expect(asB).toMatchObject({ can_confirm: true, can_decline: true, can_cancel: false });

    const own = await confirm(a.key, request.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: ErrorCode.accountChangeRefused, detail: BankAccountMessages.ownRequest });
    expect((await confirm(stranger.key, request.id)).statusCode).toBe(404);
    expect((await api.get(stranger.key, `/api/accounts/change-requests/${request.id}/`)).statusCode).toBe(404);

    const first = await confirm(b.key, request.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'pending',
      confirmations_received: 1,
      waiting_for: ['Test cr-c'],
      can_confirm: false,
    });
    const again = await confirm(b.key, request.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([BankAccountMessages.alreadyAnswered]);

    const early = await approve(request.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().non_field_errors).toEqual([BankAccountMessages.notAwaitingApproval('waiting for members')]);

    const second = await confirm(c.key, request.id);
    expect(second.json()).toMatchObject({ status: 'awaiting_approval', confirmations_received: 2, waiting_for: [] });
    expect((await api.get(a.key, bankUrl(account.id, added.id))).json().status).toBe('pending_verification');

    const approved = await approve(request.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('applied');
    expect(actions(approved.json())).toEqual([
      'submitted:Test cr-a',
      'confirmed:Test cr-b',
      'confirmed:Test cr-c',
      'approved:Portfolio manager',
      'applied:Portal',
    ]);
    const bank = (await api.get(b.key, bankUrl(account.id, added.id))).json() as BankAccount;
    expect(bank).toMatchObject({ status: 'active', verify_change_request: null });

    const history = (
      await api.get(c.key, `/api/accounts/${account.id}/bank-change-requests/`)
    ).json() as ChangeRequest[];
    expect(history.map((r) => [r.kind, r.status])).toEqual([['verify', 'applied']]);
  });

  it('a member’s decline ends it and takes the new bank account away; answers after it are refused', async () => {
    const { account } = await api.activeAccount(a, [b, c], { option: 'all' });
    const added = await addBank(a.key, account.id);
    const id = added.verify_change_request!.id;
    const declined = await decline(b.key, id, 'Not ours');
    expect(declined.json()).toMatchObject({ status: 'declined', can_confirm: false, waiting_for: [] });
    const late = await confirm(c.key, id);
    expect(late.statusCode).toBe(400);
    expect(late.json().non_field_errors).toEqual([BankAccountMessages.noLongerPending('declined')]);
    expect((await api.get(a.key, bankUrl(account.id, added.id))).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, added.id));
    expect(row!.status).toBe('removed');
  });

  it('refuses a member without signing authority (advanced, specific members)', async () => {
    const { account } = await api.activeAccount(a, [b, c], {
      option: 'advanced',
      advancedOption: 'specific_members',
      selectedSignatories: [a.id, b.id],
    });
    const added = await addBank(a.key, account.id);
    const request = added.verify_change_request!;
    expect(request).toMatchObject({ confirmations_required: 1, waiting_for: ['Test cr-b'] });
    const refused = await confirm(c.key, request.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(BankAccountMessages.notASigner);
    const asC = await api.request(c.key, request.id);
    expect(asC.can_confirm).toBe(false);
  });

  it('advanced, a minimum of 2: one other signer suffices', async () => {
    const { account } = await api.activeAccount(a, [b, c], {
      option: 'advanced',
      advancedOption: 'minimum_signatures',
      minNumberOfSignatories: 2,
    });
    const added = await addBank(a.key, account.id);
    expect(added.verify_change_request).toMatchObject({
      confirmations_required: 1,
      waiting_for: ['Test cr-b', 'Test cr-c'],
    });
    expect((await confirm(c.key, added.verify_change_request!.id)).json().status).toBe('awaiting_approval');
  });

  it('needs a fresh action code on an active account, whatever the settings', async () => {
    const d = await createPerson(t, 'cr-d');
    const { account } = await api.activeAccount(d, [], { option: 'any' });
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: bankUrl(account.id),
      headers: { authorization: `Token ${d.key}` },
    });
    expect(options.json().security_schema).toMatchObject({ two_factor_required: true, level: 'system' });
    // d confirmed a code to set the account up; one older than the guard's window does not count.
    await t.database.db
      .update(sessions)
      .set({ actionConfirmedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.userId, d.id));
    t.app.sessions.forgetAll();
    const refused = await api.post(d.key, bankUrl(account.id), await api.details(d.key));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.actionConfirmationRequired);
  });
});

describe('editing, deleting and linking after activation', () => {
  it('edit: the bank account keeps its details until the request is applied; masked on the wire', async () => {
    const { account, bank } = await api.activeAccount(a, [b], { option: 'any' });
    const res = await api.patch(a.key, bankUrl(account.id, bank.id), {
      ...(await api.details(a.key)),
      name: 'Edited Name',
      number: '5550001234',
      document_file: bank.document_file!.id,
    });
    expect(res.statusCode).toBe(200);
    const shown = res.json() as BankAccount;
    // 'any': the initiator's own signature is enough, so it goes straight to the portfolio manager.
    expect(shown.name).toBe('Test Holder');
    expect(shown.edit_change_request).toMatchObject({
      status: 'awaiting_approval',
      confirmations_required: 0,
      old_data: { name: 'Test Holder', number: '*****678' },
      new_data: { name: 'Edited Name', number: '*******234' },
    });
    const again = await api.patch(a.key, bankUrl(account.id, bank.id), {
      ...(await api.details(a.key)),
      name: 'Other',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([BankAccountMessages.requestAlreadyOpen]);

    await approve(shown.edit_change_request!.id);
    const applied = (await api.get(a.key, bankUrl(account.id, bank.id))).json() as BankAccount;
    expect(applied).toMatchObject({ name: 'Edited Name', number: '5550001234', edit_change_request: null });
  });

  it('delete: 202 with the request; the last active bank account and a linked one are kept', async () => {
    const { account, bank } = await api.activeAccount(a, [b], { option: 'all' });
    const linked = await api.del(a.key, bankUrl(account.id, bank.id));
    expect(linked.statusCode).toBe(400);
    expect(linked.json().non_field_errors).toEqual([BankAccountMessages.linkedToProduct('ipm')]);

    const second = await addBank(a.key, account.id, { name: 'Second' });
    await confirm(b.key, second.verify_change_request!.id);
    await approve(second.verify_change_request!.id);
    const link = await api.put(a.key, `/api/accounts/${account.id}/linked-bank-accounts/ipm/`, {
      bank_account: second.id,
    });
    expect(link.statusCode).toBe(200);
    const linkRequest = (link.json() as BankAccount).link_change_request!;
    expect(linkRequest).toMatchObject({ kind: 'link', product: 'ipm', status: 'pending' });
    expect(linkRequest.old_data?.name).toBe('Test Holder');
    await confirm(b.key, linkRequest.id);
    await approve(linkRequest.id);
    expect((await api.get(a.key, bankUrl(account.id, second.id))).json().linked_products).toEqual(['ipm']);

    const removed = await api.del(a.key, bankUrl(account.id, bank.id));
    expect(removed.statusCode).toBe(202);
    const request = (removed.json() as BankAccount).delete_change_request!;
    expect(request).toMatchObject({ kind: 'delete', status: 'pending', new_data: null });
    await confirm(b.key, request.id);
    await approve(request.id);
    expect((await api.get(a.key, bankUrl(account.id, bank.id))).statusCode).toBe(404);

    const last = await api.del(a.key, bankUrl(account.id, second.id));
    expect(last.statusCode).toBe(400);
    expect(last.json().non_field_errors).toEqual([BankAccountMessages.linkedToProduct('ipm')]);
  });
});

describe('cancel, the portfolio manager’s decline and expiry', () => {
  it('the initiator cancels while it is open; nobody else can, and not twice', async () => {
    const { account, bank } = await api.activeAccount(a, [b], { option: 'all' });
    const res = await api.patch(a.key, bankUrl(account.id, bank.id), {
      ...(await api.details(a.key)),
      name: 'Cancelled',
    });
    const id = (res.json() as BankAccount).edit_change_request!.id;
    const byOther = await cancel(b.key, id);
    expect(byOther.statusCode).toBe(403);
    const cancelled = await cancel(a.key, id);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', can_cancel: false });
    const twice = await cancel(a.key, id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().non_field_errors).toEqual([BankAccountMessages.cannotCancel('cancelled')]);
    const late = await confirm(b.key, id);
    expect(late.json().non_field_errors).toEqual([BankAccountMessages.noLongerPending('cancelled')]);
    expect((await api.get(a.key, bankUrl(account.id, bank.id))).json().name).toBe('Test Holder');
  });

  it('the portfolio manager declines with a reason; the operator list filters by status', async () => {
    const { account, bank } = await api.activeAccount(a, [], { option: 'any' });
    const res = await api.patch(a.key, bankUrl(account.id, bank.id), {
      ...(await api.details(a.key)),
      name: 'Declined',
    });
    const id = (res.json() as BankAccount).edit_change_request!.id;
    const waiting = (await api.operatorGet('/change-requests/?status=awaiting_approval&page_size=100')).json() as {
      count: number;
      results: ChangeRequest[];
    };
    expect(waiting.results.map((r) => r.id)).toContain(id);
    expect(waiting.results.every((r) => r.status === 'awaiting_approval')).toBe(true);
    expect(waiting.count).toBe(waiting.results.length);
    // The search finds it by its account's name and by its initiator; ordering by expiry answers too.
    const found = (await api.operatorGet(`/change-requests/?search=${encodeURIComponent(account.name)}`)).json() as {
      results: ChangeRequest[];
    };
    expect(found.results.map((r) => r.id)).toContain(id);
    expect(found.results.every((r) => r.account.name.toLowerCase().includes(account.name.toLowerCase()))).toBe(true);
    const byInitiator = (
      await api.operatorGet(`/change-requests/?search=${encodeURIComponent(a.email.toUpperCase())}&ordering=expires_at`)
    ).json() as { results: ChangeRequest[] };
    expect(byInitiator.results.map((r) => r.id)).toContain(id);
    const expiries = byInitiator.results.map((r) => r.expires_at);
    expect(expiries).toEqual([...expiries].sort());

    const noReason = await api.operatorPost(`/change-requests/${id}/decline/`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field_errors).toEqual({ reason: [BankAccountMessages.declineReasonRequired] });
    const declined = await api.operatorPost(`/change-requests/${id}/decline/`, { reason: 'Statement unreadable' });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(actions(declined.json()).at(-1)).toBe('approval_declined:Portfolio manager');
    const twice = await approve(id);
    expect(twice.json().non_field_errors).toEqual([BankAccountMessages.notAwaitingApproval('declined')]);
    expect((await api.operatorGet('/change-requests/2147483647/')).statusCode).toBe(404);
  });

  it('expires after its days: shown expired, answers refused, a verify’s bank account removed', async () => {
    const { account } = await api.activeAccount(a, [b], { option: 'all' });
    const added = await addBank(a.key, account.id);
    const id = added.verify_change_request!.id;
    await t.database.db
      .update(bankChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bankChangeRequests.id, id));
    const late = await confirm(b.key, id);
    expect(late.statusCode).toBe(400);
    expect(late.json().non_field_errors).toEqual([BankAccountMessages.noLongerPending('expired')]);
    const shown = await api.request(a.key, id);
    expect(shown.status).toBe('expired');
    expect(actions(shown).at(-1)).toBe('expired:Portal');
    expect((await api.get(a.key, bankUrl(account.id, added.id))).statusCode).toBe(404);
  });
});

describe('notices', () => {
  it('tells each waiting member in-app and by e-mail (never the full number); the initiator hears the outcome', async () => {
    const { account } = await api.activeAccount(a, [b], { option: 'all' });
    const added = await addBank(a.key, account.id, { number: '4445556667' });
    const request = added.verify_change_request!;
    const review = `/accounts/verify-new-bank-account/${account.id}/${added.id}/`;

    let mail: { subject: string; body: string } | undefined;
    let note: Notification | undefined;
    for (let i = 0; i < 50 && (!mail || !note); i++) {
      await new Promise((r) => setTimeout(r, 100));
      const outbox = (
        await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(b.email)}` })
      ).json() as Array<{ subject: string; body: string }>;
      mail = outbox.find((m) => m.subject.includes('Bank account change'));
      const inApp = (await api.get(b.key, '/api/notifications/in-app/')).json() as { results: Notification[] };
      note = inApp.results.find((n) => n.redirect_url === review);
    }
    expect(mail, 'e-mail').toBeDefined();
    expect(note, 'in-app notification').toBeDefined();
    expect(mail!.body).toContain(review);
    expect(mail!.body).toContain('*******667');
    expect(mail!.body).not.toContain('4445556667');
    expect(JSON.stringify(note)).not.toContain('4445556667');

    await confirm(b.key, request.id);
    await approve(request.id);
    let outcome: Notification | undefined;
    for (let i = 0; i < 50 && !outcome; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const inApp = (await api.get(a.key, '/api/notifications/in-app/')).json() as { results: Notification[] };
      outcome = inApp.results.find((n) => n.title.includes('was applied'));
    }
    expect(outcome, 'the initiator’s outcome').toBeDefined();
  });
  it('retries an e-mail the mail server refused without a second in-app notice', async () => {
    const { account } = await api.activeAccount(a, [c], { option: 'all' });
    emailsToRefuse = 1;
    const added = await addBank(a.key, account.id, { number: '7778889990' });
    const review = `/accounts/verify-new-bank-account/${account.id}/${added.id}/`;
    let mails: Array<{ subject: string; body: string }> = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const sent = (
        await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(c.email)}` })
      ).json() as Array<{ subject: string; body: string }>;
      mails = sent.filter((m) => m.body.includes(review));
    }
    await t.app.jobs.idle();
    expect(emailsToRefuse, 'the mail server refused one').toBe(0);
    expect(mails, 'the e-mail, sent on the retry').toHaveLength(1);
    const inApp = (await api.get(c.key, '/api/notifications/in-app/')).json() as { results: Notification[] };
    expect(inApp.results.filter((n) => n.redirect_url === review)).toHaveLength(1);
  });
});
