import {
  ApplicationSettingDefaults,
  AuthMessages,
  OpenRequestWords,
  RedemptionMessages,
  type LoanNoteHeldList,
  type OpenRequest,
  type RedeemRequest,
  type RedeemRequestPage,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { latestMessage } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { operator, redeemApi } from './redeem-helpers.js';

/** Redemptions of loan notes held (issue #22 item 5): ask, confirm with the code, settled by the operator. */
let t: TestApp;
let api: ReturnType<typeof redeemApi>;
let owner: TestPerson;
let joint: TestPerson;
let stranger: TestPerson;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  api = redeemApi(t);
  owner = await createPerson(t, 'redeem-owner');
  joint = await createPerson(t, 'redeem-joint');
  stranger = await createPerson(t, 'redeem-stranger');
  // Only the owner signs: the joint holder reads the account but may not redeem.
  accountId = await api.account(owner, [joint], {
    option: 'advanced',
    advancedOption: 'specific_members',
    selectedSignatories: [owner.id],
  });
});
afterAll(() => t.close());

async function balanceOf(noteId: number): Promise<string> {
  const res = await api.get(owner.key, `/api/ipm/loan-notes-held/?account=${accountId}`);
  return (res.json() as LoanNoteHeldList).results.find((n) => n.id === noteId)!.current_balance;
}

/** A request confirmed with the code sent for it. */
async function requested(noteId: number, payload: object): Promise<RedeemRequest> {
  await api.ageCodes();
  const created = await api.create(owner.key, { note: noteId, ...payload });
  expect(created.statusCode, created.body).toBe(201);
  const request = created.json() as RedeemRequest;
  const confirmed = await api.confirm(owner.key, request.id, await api.code(owner.phone));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json() as RedeemRequest;
}

describe('redeeming part of the at-call note', () => {
  it('sends a code saying what it is for, confirms, shows in open requests, settles and lowers the balance', async () => {
    const noteId = await api.note(accountId, 'at-call');
    const before = await balanceOf(noteId);
    await api.ageCodes();
    const created = await api.create(owner.key, { note: noteId, whole: false, amount: '2,500.50' });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json() as RedeemRequest;
    expect(request).toMatchObject({
      status: 'awaiting_code',
      amount: '2500.50',
      whole: false,
      penalty_text: null,
      code_channel: 'sms',
      note: { id: noteId, label: '48-hour at call', is_at_call: true, current_balance: before },
    });
    const sms = (await latestMessage(t.app, owner.phone))!;
    expect(sms.channel).toBe('sms');
    expect(sms.body).toContain('redeem $2,500.50 from the 48-hour at call note of Redeem Joint');

    // Not yet in open requests: it waits for the code.
    const openBefore = await api.get(owner.key, `/api/accounts/${accountId}/open-requests/`);
    expect((openBefore.json() as OpenRequest[]).filter((r) => r.kind === 'redemption')).toEqual([]);

    const confirmed = await api.confirm(owner.key, request.id, sms.code!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as RedeemRequest).status).toBe('requested');

    const open = (await api.get(joint.key, `/api/accounts/${accountId}/open-requests/`)).json() as OpenRequest[];
    expect(open.filter((r) => r.kind === 'redemption')).toEqual([
      expect.objectContaining({
        id: request.id,
        title: OpenRequestWords.redemptionTitle('$2,500.50', '48-hour at call'),
        waits_for: OpenRequestWords.settlement,
        link: `/confirm-redeem-request/${request.id}/`,
      }),
    ]);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/operator/redeem-requests/?status=requested&page_size=100',
      headers: operator,
    });
    expect((listed.json() as RedeemRequestPage).results.map((r) => r.id)).toContain(request.id);
    // The search matches the account's name; another name finds nothing of it.
    const search = async (term: string) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/operator/redeem-requests/?search=${encodeURIComponent(term)}&ordering=-amount`,
            headers: operator,
          })
        ).json() as RedeemRequestPage
      ).results;
    const found = await search(request.account.name.toUpperCase());
    expect(found.map((r) => r.id)).toContain(request.id);
    const amounts = found.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await search('no account is called this')).map((r) => r.id)).toEqual([]);

    const settled = await api.settle(request.id);
    expect(settled.statusCode, settled.body).toBe(200);
    expect((settled.json() as RedeemRequest).status).toBe('settled');
    const expected = ((BigInt(before.replace('.', '')) - 250_050n) as bigint).toString();
    expect((await balanceOf(noteId)).replace('.', '')).toBe(expected);
    const again = await api.settle(request.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([RedemptionMessages.notOpen]);
    const openAfter = (await api.get(owner.key, `/api/accounts/${accountId}/open-requests/`)).json() as OpenRequest[];
    expect(openAfter.filter((r) => r.kind === 'redemption')).toEqual([]);
    // The investor is told.
    const notices = await api.get(owner.key, '/api/notifications/in-app/');
    expect(notices.body).toContain(RedemptionMessages.settledTitle('Redeem Joint'));
  });
});

describe('the code without a mobile', () => {
  it('goes by e-mail to a person with no mobile number', async () => {
    const noMobile = await createPerson(t, 'redeem-no-mobile');
    await t.database.db.update(users).set({ phoneNumber: null }).where(eq(users.id, noMobile.id));
    const theirs = await api.account(noMobile);
    const noteId = await api.note(theirs, 'at-call');
    const created = await api.create(noMobile.key, { note: noteId, whole: false, amount: '10' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code_channel: 'email', code_sent_to: noMobile.email });
    const mail = (await latestMessage(t.app, noMobile.email))!;
    expect(mail.channel).toBe('email');
    const confirmed = await api.confirm(noMobile.key, created.json().id, mail.code!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});

describe('redeeming a whole note', () => {
  it('takes the whole balance, marks the note redeemed, and a redeemed note is refused', async () => {
    const noteId = await api.note(accountId, 'at-call');
    const request = await requested(noteId, { whole: true });
    expect(request.amount).toBe(await balanceOf(noteId));
    expect((await api.settle(request.id)).statusCode).toBe(200);
    const notes = (
      await api.get(owner.key, `/api/ipm/loan-notes-held/?account=${accountId}`)
    ).json() as LoanNoteHeldList;
    expect(notes.results.find((n) => n.id === noteId)).toMatchObject({ status: 'redeemed', current_balance: '0.00' });
    await api.ageCodes();
    const refused = await api.create(owner.key, { note: noteId, whole: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([RedemptionMessages.noteRedeemed]);
  });
});

describe('bad input', () => {
  it('refuses an amount above the holding, naming the most that can be redeemed, on the amount field', async () => {
    const noteId = await api.note(accountId, 'at-call');
    const balance = await balanceOf(noteId);
    const res = await api.create(owner.key, { note: noteId, whole: false, amount: '999999.00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      amount: [RedemptionMessages.aboveHolding(BigInt(balance.replace('.', '')))],
    });
    const empty = await api.create(owner.key, { note: noteId, whole: false, amount: '' });
    expect(empty.json().field_errors).toEqual({ amount: [RedemptionMessages.amountRequired] });
    const zero = await api.create(owner.key, { note: noteId, whole: false, amount: '0' });
    expect(zero.json().field_errors).toEqual({ amount: [RedemptionMessages.amountPositive] });
    const text = await api.create(owner.key, { note: noteId, whole: false, amount: 'lots' });
    expect(text.json().field_errors).toEqual({ amount: [RedemptionMessages.amountFormat] });
  });

  it('a fixed-term note early: refused without the penalty accepted, then records the penalty text shown', async () => {
    const noteId = await api.note(accountId, 'fixed');
    const refused = await api.create(owner.key, { note: noteId, whole: false, amount: '1000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors).toEqual({ penalty_accepted: [RedemptionMessages.penaltyNotAccepted] });
    const request = await requested(noteId, { whole: false, amount: '1000', penalty_accepted: true });
    expect(request.penalty_text).toBe(ApplicationSettingDefaults.earlyRedemptionPenaltyText);
    expect((await api.reject(request.id, 'Not this month.')).statusCode).toBe(200);
  });

  it('refuses a matured note', async () => {
    const noteId = await api.note(accountId, 'fixed', 13);
    const res = await api.create(owner.key, { note: noteId, whole: true, penalty_accepted: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([RedemptionMessages.noteMatured]);
  });

  it('refuses a second request while one is open; the person’s own unconfirmed one is replaced', async () => {
    const noteId = await api.note(accountId, 'at-call');
    await api.ageCodes();
    const first = (await api.create(owner.key, { note: noteId, whole: false, amount: '100' })).json() as RedeemRequest;
    await api.ageCodes();
    const second = await api.create(owner.key, { note: noteId, whole: false, amount: '200' });
    expect(second.statusCode, second.body).toBe(201);
    expect((await api.get(owner.key, `/api/ipm/redeem-requests/${first.id}/`)).json().status).toBe('cancelled');
    const confirmed = await api.confirm(owner.key, second.json().id, await api.code(owner.phone));
    expect(confirmed.statusCode).toBe(200);
    await api.ageCodes();
    const third = await api.create(owner.key, { note: noteId, whole: false, amount: '300' });
    expect(third.statusCode).toBe(400);
    expect(third.json().non_field_errors).toEqual([RedemptionMessages.alreadyRedeeming]);
    const rejected = await api.reject(second.json().id, 'Call us first.');
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Call us first.' });
  });

  it('a wrong code is refused on the code field; five wrong codes kill the code', async () => {
    const noteId = await api.note(accountId, 'at-call');
    await api.ageCodes();
    const request = (await api.create(owner.key, { note: noteId, whole: false, amount: '50' })).json() as RedeemRequest;
    const right = await api.code(owner.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await api.confirm(owner.key, request.id, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().field_errors).toEqual({ code: [AuthMessages.invalidCode] });
    for (let i = 0; i < 3; i++) await api.confirm(owner.key, request.id, wrong);
    const fifth = await api.confirm(owner.key, request.id, wrong);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().code).toBe('max_verification_limit_reached');
    const late = await api.confirm(owner.key, request.id, right);
    expect(late.statusCode).toBe(403);
    // A new code for the request works.
    await api.ageCodes();
    const resent = await api.post(owner.key, `/api/ipm/redeem-requests/${request.id}/resend-code/`);
    expect(resent.statusCode, resent.body).toBe(200);
    const ok = await api.confirm(owner.key, request.id, await api.code(owner.phone));
    expect(ok.statusCode, ok.body).toBe(200);
    await api.reject(request.id, 'Test over.');
  });

  it('another investor’s note and request: 404; someone on the account without signing authority: 403', async () => {
    const noteId = await api.note(accountId, 'at-call');
    const theirs = await api.create(stranger.key, { note: noteId, whole: true });
    expect(theirs.statusCode).toBe(404);
    const noAuthority = await api.create(joint.key, { note: noteId, whole: true });
    expect(noAuthority.statusCode).toBe(403);
    expect(noAuthority.json().detail).toBe(RedemptionMessages.noSigningAuthority);
    const request = await requested(noteId, { whole: false, amount: '10' });
    expect((await api.get(stranger.key, `/api/ipm/redeem-requests/${request.id}/`)).statusCode).toBe(404);
    expect((await api.confirm(stranger.key, request.id, '123456')).statusCode).toBe(404);
    // The joint holder reads it (it is their account's), but only the person who asked confirms.
    expect((await api.get(joint.key, `/api/ipm/redeem-requests/${request.id}/`)).statusCode).toBe(200);
    expect((await api.confirm(joint.key, request.id, '123456')).statusCode).toBe(404);
    await api.reject(request.id, 'Test over.');
  });
});
