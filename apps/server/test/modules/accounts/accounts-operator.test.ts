import {
  AccountsAdminMessages,
  StaffReasonMessages,
  type OperatorAccount,
  type OperatorAccountPage,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/** Staff's accounts through the operator API: list, show, activate (with the administration code). */
let t: TestApp;
let person: TestPerson;
let trust: { id: number };

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/operator${url}`, headers: operator, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  person = await createPerson(t, 'operator-accounts');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/',
    headers: bearer(person.key),
    payload: { type: 'trust', name: 'Operator Trust', trustee: 'individual', trustee_confirm: true },
  });
  trust = res.json() as { id: number };
});
afterAll(() => t.close());

/** The accounts of one page of the queue. */
const accountsOf = async (query: string) =>
  ((await op('GET', `/accounts/${query}`)).json() as OperatorAccountPage).results;

describe('the operator’s accounts', () => {
  it('lists every account, newest first, filtered by status', async () => {
    const all = await accountsOf('?page_size=100');
    expect(all[0]).toMatchObject({
      id: trust.id,
      external_code: null,
      name: 'Operator Trust',
      type: 'trust',
      status: 'pending',
      trustee: 'individual',
      members: [
        { email: person.email, first_name: 'Test', last_name: 'operator-accounts', role: 'primary', status: 'primary' },
      ],
      invitees: [],
      activated_at: null,
    });
    expect(all.map((a) => a.external_code)).toEqual(expect.arrayContaining(['DEMO-IND-001', 'DEMO-SMSF-001']));
    const pending = await accountsOf('?status=pending&page_size=100');
    expect(pending.every((a) => a.status === 'pending')).toBe(true);
    expect(pending.map((a) => a.name)).toEqual(expect.arrayContaining(['Operator Trust', 'Bennett Family Trust']));
    expect((await op('GET', '/accounts/?status=nonsense')).statusCode).toBe(400);
  });

  it('searches name, ABN, ACN and members’ names and e-mails; a too-long term is a 400', async () => {
    const names = async (search: string) =>
      (await accountsOf(`?search=${encodeURIComponent(search)}&page_size=100`)).map((a) => a.name);
    expect(await names('operator trust')).toEqual(['Operator Trust']);
    expect(await names('Test operator-accounts')).toEqual(['Operator Trust']);
    expect(await names(person.email.toUpperCase())).toEqual(['Operator Trust']);
    expect(await names('bennett')).toEqual(expect.arrayContaining(['Bennett Family Trust']));
    // The demo company: its primary user is on it; James Bennett is invited and has not joined.
    const [company] = await accountsOf('?search=Bennett%20Capital');
    expect(company!.members.map((m) => [m.role, m.status])).toEqual([['primary', 'primary']]);
    expect(company!.invitees).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ first_name: 'James', last_name: 'Bennett', status: 'invited' }),
      ]),
    );
    expect(await names('%_nothing-like-this')).toEqual([]);
    const all = await accountsOf('?page_size=100');
    const withAbn = all.find((a) => a.abn !== '')!;
    expect(await names(withAbn.abn)).toContain(withAbn.name);
    const withAcn = all.find((a) => a.acn !== '')!;
    expect(await names(withAcn.acn)).toContain(withAcn.name);
    // A term that runs from the name into the ABN finds nothing: each field is searched on its own.
    expect(await names(`${withAbn.name.slice(-3)}${withAbn.abn.slice(0, 3)}`)).toEqual([]);
    const tooLong = await op('GET', `/accounts/?search=${'x'.repeat(255)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().field_errors).toEqual({ search: ['The query cannot contain more than 254 symbols'] });
  });

  it('answers a page at a time with the count and links, in the ordering a column asks for', async () => {
    const first = (await op('GET', '/accounts/?page_size=2&ordering=name')).json() as OperatorAccountPage;
    expect(first.results).toHaveLength(2);
    expect(first.count).toBeGreaterThan(2);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/operator/accounts/?page_size=2&ordering=name&page=2');
    const second = (await op('GET', '/accounts/?page_size=2&ordering=name&page=2')).json() as OperatorAccountPage;
    expect(second.results.map((a) => a.id)).not.toEqual(expect.arrayContaining(first.results.map((a) => a.id)));
    const byName = await accountsOf('?ordering=name&page_size=100');
    const names = byName.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await accountsOf('?ordering=-name&page_size=100')).map((a) => a.name)).toEqual([...names].reverse());
    const refused = await op('GET', '/accounts/?ordering=password');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().field_errors)).toEqual(['ordering']);
  });

  it('shows one, with its missing parts; an unknown id is a 404', async () => {
    const one = (await op('GET', `/accounts/${trust.id}/`)).json() as OperatorAccount;
    expect(one.unfilled_fields).toEqual([
      'individual_tax',
      'beneficial_owners',
      'trust',
      'trustee_details',
      'deed_attachments',
    ]);
    expect((await op('GET', '/accounts/2147483647/')).statusCode).toBe(404);
  });

  it('activates an account only with a reason, and with its administration code; a code another account holds is refused', async () => {
    for (const body of [{}, { reason: '   ' }, { external_code: 'T-TRUST-1' }]) {
      const refused = await op('POST', `/accounts/${trust.id}/activate/`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field_errors).toEqual({ reason: [StaffReasonMessages.reasonRequired] });
    }
    expect(((await op('GET', `/accounts/${trust.id}/`)).json() as OperatorAccount).status).toBe('pending');

    const taken = await op('POST', `/accounts/${trust.id}/activate/`, {
      external_code: 'DEMO-IND-001',
      reason: 'Checks complete',
    });
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json().field_errors)).toEqual(['external_code']);

    const res = await op('POST', `/accounts/${trust.id}/activate/`, {
      external_code: ' T-TRUST-1 ',
      reason: 'Checks complete',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', external_code: 'T-TRUST-1' });
    expect(res.json().activated_at).not.toBeNull();
    // The investor sees it active, with no steps left.
    const mine = await t.app.inject({ method: 'GET', url: `/api/accounts/${trust.id}/`, headers: bearer(person.key) });
    expect(mine.json()).toMatchObject({
      status: 'active',
      status_display: { style: 'success', display_name: 'Active' },
    });
    // Again: nothing changes but what is given.
    const again = await op('POST', `/accounts/${trust.id}/activate/`, { reason: 'Checked again' });
    expect(again.json()).toMatchObject({
      status: 'active',
      external_code: 'T-TRUST-1',
      activated_at: res.json().activated_at,
    });
  });

  it('is not there for an investor’s session (404)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/operator/accounts/', headers: bearer(person.key) });
    expect(res.statusCode).toBe(404);
  });
});

describe('an account the provider prepares for an invitee', () => {
  it('is created with nobody on it, pending or active with its code; fields its type does not take are dropped', async () => {
    const pending = await op('POST', '/accounts/', {
      type: 'smsf',
      name: 'Lane Super Fund',
      abn: '55 982 345 678',
      acn: '945 678 937',
      trustee: 'individual',
    });
    expect(pending.statusCode).toBe(201);
    expect(pending.json()).toMatchObject({
      name: 'Lane Super Fund',
      type: 'smsf',
      status: 'pending',
      abn: '55982345678',
      acn: '',
      trustee: 'individual',
      members: [],
      activated_at: null,
    });
    const active = await op('POST', '/accounts/', {
      type: 'individual',
      name: 'Ready Account',
      status: 'active',
      external_code: 'PREP-OP-1',
    });
    expect(active.json()).toMatchObject({ status: 'active', external_code: 'PREP-OP-1', members: [] });
    expect(active.json().activated_at).not.toBeNull();
  });

  it('refuses a missing trustee or ACN on their fields, and a code another account has', async () => {
    const missing = await op('POST', '/accounts/', { type: 'trust', name: 'No Trustee Trust' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_errors)).toEqual(['trustee']);
    const noAcn = await op('POST', '/accounts/', { type: 'company', name: 'No ACN Pty Ltd' });
    expect(Object.keys(noAcn.json().field_errors)).toEqual(['acn']);
    const badAbn = await op('POST', '/accounts/', { type: 'individual', name: 'Bad', abn: '55 982 345 679' });
    expect(Object.keys(badAbn.json().field_errors)).toEqual(['abn']);
    await op('POST', '/accounts/', { type: 'individual', name: 'First', status: 'active', external_code: 'PREP-DUP' });
    const again = await op('POST', '/accounts/', { type: 'individual', name: 'Second', external_code: 'PREP-DUP' });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().field_errors)).toEqual(['external_code']);
  });

  it('deactivates with a reason (status inactive), refuses it twice, and activation brings it back', async () => {
    const created = await op('POST', '/accounts/', { type: 'individual', name: 'Deactivated Co' });
    const id = (created.json() as OperatorAccount).id;
    const noReason = await op('POST', `/accounts/${id}/deactivate/`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field_errors).toEqual({ reason: [StaffReasonMessages.reasonRequired] });

    const done = await op('POST', `/accounts/${id}/deactivate/`, { reason: 'Closed at the holder’s request' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'inactive' });
    const again = await op('POST', `/accounts/${id}/deactivate/`, { reason: 'Again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([AccountsAdminMessages.alreadyInactive]);
    expect((await accountsOf('?status=inactive&page_size=100')).map((a) => a.id)).toContain(id);

    const back = await op('POST', `/accounts/${id}/activate/`, { reason: 'Reopened' });
    expect(back.json()).toMatchObject({ id, status: 'active' });
    expect((await op('POST', '/accounts/2147483647/deactivate/', { reason: 'x' })).statusCode).toBe(404);
  });
});
