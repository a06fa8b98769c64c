import { MANAGED_USER_HEADER } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, accounts, users } from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/**
 * Rebalance notices over hand-made accounts: "Smith SMSF" and "Smith Family" belong to the owner
 * (the partner is also on Smith Family), "Other" to a stranger who must never see the owner's
 * reports nor they theirs.
 */
let t: TestApp;
let owner: TestPerson;
let partner: TestPerson;
let stranger: TestPerson;
let ids: { smsf: number; family: number; other: number };

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };

const taaData = {
  records: [
    {
      asset_class: 'Australian Equities',
      investment_options: [
        { name: 'Growth', saa: 0.3, old_taa: 0.32, new_taa: 0.28 },
        { name: 'Income', saa: 0.1, old_taa: 0.08, new_taa: 0.1 },
      ],
    },
  ],
  cash: { saa: 0.6, old_taa: 0.6, new_taa: 0.62 },
};
const modelRows = [
  { investment_option: 'Balanced', code: 'BHP', name: 'BHP Group Limited', old_target: 0.05, new_target: 0.07 },
];

function report(externalId: string, overrides: Record<string, unknown> = {}) {
  return {
    external_id: externalId,
    account_code: 'T-SMSF',
    rebalance_type: 'taa',
    status: 'complete',
    date: '2026-01-15',
    message: 'Line one\nLine two',
    data: taaData,
    ...overrides,
  };
}

const publish = (reports: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/operator/rebalance-reports/', headers: operator, payload: { reports } });
const get = (key: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(key) });
const list = (key: string, query = '') => get(key, `/api/ipm/rebalance-reports/${query}`);
const markSeen = (key: string, id: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ipm/rebalance-reports/${id}/mark-seen/`,
    headers: { ...bearer(key), ...headers },
  });
const notificationsOf = async (key: string) =>
  (await get(key, '/api/notifications/in-app/?page_size=100')).json().results as Array<{
    title: string;
    description: string;
    redirect_url: string;
  }>;

let published: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createPerson(t, 'rebalance-owner');
  partner = await createPerson(t, 'rebalance-partner');
  stranger = await createPerson(t, 'rebalance-stranger');
  const db = t.database.db;
  const [smsf, family, other] = await db
    .insert(accounts)
    .values([
      { externalCode: 'T-SMSF', name: 'Smith SMSF', accountType: 'smsf' },
      { externalCode: 'T-FAMILY', name: 'Smith Family', accountType: 'joint' },
      { externalCode: 'T-OTHER', name: 'Other', accountType: 'individual' },
    ])
    .returning();
  ids = { smsf: smsf!.id, family: family!.id, other: other!.id };
  await db.insert(accountMembers).values([
    { accountId: ids.smsf, userId: owner.id, role: 'primary' },
    { accountId: ids.family, userId: owner.id, role: 'primary' },
    { accountId: ids.family, userId: partner.id, role: 'secondary' },
    { accountId: ids.other, userId: stranger.id, role: 'primary' },
  ]);

  // Twelve reports for the owner over two accounts, both types and all statuses, plus one for the stranger.
  const reports = [];
  for (let i = 1; i <= 12; i += 1) {
    const family = i % 3 === 0;
    const model = i % 4 === 0;
    reports.push(
      report(`R-${i}`, {
        account_code: family ? 'T-FAMILY' : 'T-SMSF',
        date: `2026-01-${String(i).padStart(2, '0')}`,
        status: i === 5 ? 'cancelled' : i % 2 ? 'complete' : 'in_progress',
        ...(model ? { rebalance_type: 'model_portfolio', data: modelRows } : {}),
        // The data may arrive as a JSON string: half of them do.
        ...(i % 2 && !model ? { data: JSON.stringify(taaData) } : {}),
      }),
    );
  }
  reports.push(report('R-OTHER', { account_code: 'T-OTHER', date: '2026-02-01' }));
  const res = await publish(reports);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ created: 13, updated: 0, unchanged: 0 });
  published = Object.fromEntries(
    (res.json().reports as Array<{ id: number; external_id: string }>).map((r) => [r.external_id, r.id]),
  );
});
afterAll(() => t.close());

describe('GET /api/ipm/rebalance-reports/', () => {
  it('pages the user’s own reports, newest date first, ten unless asked', async () => {
    const first = await list(owner.key);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(12);
    expect(body.results).toHaveLength(10);
    expect(body.results.map((r: { date: string }) => r.date.slice(8))).toEqual([
      '12',
      '11',
      '10',
      '09',
      '08',
      '07',
      '06',
      '05',
      '04',
      '03',
    ]);
    expect(body.next).toBe('/api/ipm/rebalance-reports/?page=2');
    expect(body.previous).toBeNull();
    expect(body.results[0]).toEqual({
      id: published['R-12'],
      date: '2026-01-12',
      account: { id: ids.family, name: 'Smith Family' },
      rebalance_type: 'model_portfolio',
      status: 'in_progress',
      is_new: true,
      new_count: 12,
      created: expect.any(String),
    });

    const second = (await list(owner.key, '?page=2')).json();
    expect(second.results.map((r: { date: string }) => r.date)).toEqual(['2026-01-02', '2026-01-01']);
    expect(second.next).toBeNull();

    const twenty = (await list(owner.key, '?page_size=20')).json();
    expect(twenty.results).toHaveLength(12);
  });

  it('sorts by date ascending and by account name when asked', async () => {
    const oldest = (await list(owner.key, '?ordering=date&page_size=3')).json();
    expect(oldest.results.map((r: { date: string }) => r.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    const byAccount = (await list(owner.key, '?ordering=account&page_size=50')).json();
    const names = byAccount.results.map((r: { account: { name: string } }) => r.account.name);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('Smith Family');
  });

  it('filters by accounts, types and statuses, each a comma-joined list', async () => {
    const family = (await list(owner.key, `?accounts=${ids.family}`)).json();
    expect(family.count).toBe(4);
    expect(family.results.every((r: { account: { id: number } }) => r.account.id === ids.family)).toBe(true);

    const models = (await list(owner.key, '?rebalance_type=model_portfolio')).json();
    expect(models.results.map((r: { date: string }) => r.date.slice(8))).toEqual(['12', '08', '04']);

    const done = (await list(owner.key, '?status=cancelled,in_progress&rebalance_type=taa')).json();
    expect(done.results.map((r: { date: string }) => r.date.slice(8))).toEqual(['10', '06', '05', '02']);

    const both = (await list(owner.key, `?accounts=${ids.smsf},${ids.family}&status=cancelled`)).json();
    expect(both.count).toBe(1);
  });

  it('refuses another investor’s account in the filter on its field, and unknown values', async () => {
    const res = await list(owner.key, `?accounts=${ids.other}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.accounts).toEqual(['Choose accounts from your own.']);
    expect((await list(owner.key, '?status=done')).statusCode).toBe(400);
    expect((await list(owner.key, '?ordering=size')).statusCode).toBe(400);
  });

  it('shows each person only the reports of their own accounts', async () => {
    const theirs = (await list(stranger.key)).json();
    expect(theirs.results.map((r: { id: number }) => r.id)).toEqual([published['R-OTHER']]);
    expect((await list(partner.key)).json().count).toBe(4);
  });
});

describe('types, accounts and the detail', () => {
  it('lists the types with their names and the user’s accounts', async () => {
    expect((await get(owner.key, '/api/ipm/rebalance-reports/types/')).json()).toEqual([
      { id: 'taa', name: 'TAA' },
      { id: 'model_portfolio', name: 'Model portfolio' },
    ]);
    expect((await get(owner.key, '/api/ipm/rebalance-reports/accounts/')).json()).toEqual([
      { id: ids.family, name: 'Smith Family' },
      { id: ids.smsf, name: 'Smith SMSF' },
    ]);
  });

  it('hands out one shape whether the data was published as an object or a JSON string', async () => {
    const fromString = (await get(owner.key, `/api/ipm/rebalance-reports/${published['R-1']}/`)).json();
    const fromObject = (await get(owner.key, `/api/ipm/rebalance-reports/${published['R-2']}/`)).json();
    expect(fromString.data).toEqual(fromObject.data);
    expect(fromString).toMatchObject({
      rebalance_type: 'taa',
      type: 'taa',
      message: 'Line one\nLine two',
      account: { id: ids.smsf, name: 'Smith SMSF' },
    });
    expect(fromString.data).toEqual({
      records: [
        {
          asset_class: 'Australian Equities',
          investment_options: [
            { name: 'Growth', saa: '0.3', old_taa: '0.32', new_taa: '0.28', taa_difference: '-0.04' },
            { name: 'Income', saa: '0.1', old_taa: '0.08', new_taa: '0.1', taa_difference: '0.02' },
          ],
          total_saa: '0.4',
          total_old_taa: '0.40',
          total_difference: '-0.02',
          total_new_taa: '0.38',
        },
      ],
      cash: { saa: '0.6', old_taa: '0.6', difference: '0.02', new_taa: '0.62' },
      totals: { total_saa: '1.0', total_old_taa: '1.00', total_difference: '0.00', total_new_taa: '1.00' },
    });

    const model = (await get(owner.key, `/api/ipm/rebalance-reports/${published['R-4']}/`)).json();
    expect(model).toMatchObject({ rebalance_type: 'model_portfolio', type: 'model_portfolio' });
    expect(model.data).toEqual([
      { ...modelRows[0], old_target: '0.05', new_target: '0.07', target_difference: '0.02' },
    ]);
  });

  it('answers 404 for another investor’s report and for one that does not exist, on every call', async () => {
    for (const id of [published['R-OTHER'], 999_999]) {
      const detail = await get(owner.key, `/api/ipm/rebalance-reports/${id}/`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ detail: 'No such rebalance report.', code: 'not_found' });
      expect((await markSeen(owner.key, id!)).statusCode).toBe(404);
    }
    expect((await get(owner.key, '/api/ipm/rebalance-reports/abc/')).statusCode).toBe(400);
  });
});

describe('new reports', () => {
  it('counts new reports per person; opening one marks it seen for that person only', async () => {
    const person = await createPerson(t, 'rebalance-reader');
    await t.database.db.insert(accountMembers).values({ accountId: ids.smsf, userId: person.id, role: 'secondary' });
    const latest = (await get(person.key, '/api/ipm/rebalance-reports/latest/')).json();
    expect(latest).toMatchObject({ id: published['R-11'], date: '2026-01-11', is_new: true, new_count: 8 });

    const seen = await markSeen(person.key, published['R-11']!);
    expect(seen.json()).toEqual({ is_new: false, new_count: 7 });
    // Twice is the same.
    expect((await markSeen(person.key, published['R-11']!)).json()).toEqual({ is_new: false, new_count: 7 });

    const after = (await get(person.key, '/api/ipm/rebalance-reports/latest/')).json();
    expect(after).toMatchObject({ id: published['R-11'], is_new: false, new_count: 7 });
    const row = (await list(person.key, `?accounts=${ids.smsf}&page_size=1`)).json().results[0];
    expect(row).toMatchObject({ id: published['R-11'], is_new: false, new_count: 7 });
    // The owner, on the same account, still sees it as new.
    const forOwner = (await get(owner.key, `/api/ipm/rebalance-reports/${published['R-11']}/`)).json();
    expect(forOwner.is_new).toBe(true);
  });

  it('answers null for latest while the person has no report', async () => {
    const nobody = await createPerson(t, 'rebalance-nobody');
    const res = await get(nobody.key, '/api/ipm/rebalance-reports/latest/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect((await list(nobody.key)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('leaves a report new for the client when staff act for them', async () => {
    const staffKey = await signIn(t.app, STAFF);
    const investorKey = await signIn(t.app, INVESTOR);
    const demo = (await list(investorKey)).json();
    const fresh = demo.results.find((r: { is_new: boolean }) => r.is_new);
    expect(fresh).toBeDefined();
    const [investor] = await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email));
    const asStaff = await markSeen(staffKey, fresh.id, { [MANAGED_USER_HEADER]: String(investor!.id) });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().is_new).toBe(true);
    expect((await get(investorKey, `/api/ipm/rebalance-reports/${fresh.id}/`)).json().is_new).toBe(true);
  });
});

describe('publishing', () => {
  it('tells every person on the account, with a link to the report', async () => {
    const partnerNotes = await notificationsOf(partner.key);
    const familyReports = ['R-3', 'R-6', 'R-9', 'R-12'].map((id) => `/rebalance/${published[id]}/`);
    const rebalanceNotes = partnerNotes.filter((n) => n.title === 'New rebalance notice');
    expect(rebalanceNotes.map((n) => n.redirect_url).sort()).toEqual([...familyReports].sort());
    expect(rebalanceNotes[0]!.description).toContain('Smith Family');
    expect((await notificationsOf(stranger.key)).filter((n) => n.title === 'New rebalance notice')).toHaveLength(1);
  });

  it('updates a report published again under its external id instead of adding one', async () => {
    const id = published['R-7']!;
    await markSeen(owner.key, id);
    // The same report again, with data now as a string: nothing changes, it stays seen.
    const again = await publish([report('R-7', { date: '2026-01-07', data: JSON.stringify(taaData) })]);
    expect(again.json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
      reports: [{ id, external_id: 'R-7', action: 'unchanged' }],
    });
    expect((await get(owner.key, `/api/ipm/rebalance-reports/${id}/`)).json().is_new).toBe(false);

    const changed = await publish([report('R-7', { date: '2026-01-07', message: 'Revised commentary' })]);
    expect(changed.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const detail = (await get(owner.key, `/api/ipm/rebalance-reports/${id}/`)).json();
    expect(detail).toMatchObject({ id, message: 'Revised commentary', is_new: true });
    expect((await list(owner.key)).json().count).toBe(12);
    expect((await notificationsOf(owner.key))[0]).toMatchObject({
      title: 'Rebalance notice updated',
      redirect_url: `/rebalance/${id}/`,
    });
  });

  it('cancels by external id once, telling the account’s people', async () => {
    const id = published['R-9']!;
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/rebalance-reports/R-9/cancel/',
        headers: operator,
        payload: { reason: 'The market moved' },
      });
    expect((await cancel()).json()).toEqual({ id, external_id: 'R-9', status: 'cancelled', changed: true });
    expect((await cancel()).json()).toMatchObject({ changed: false });
    expect((await get(partner.key, `/api/ipm/rebalance-reports/${id}/`)).json().status).toBe('cancelled');
    const notes = (await notificationsOf(partner.key)).filter((n) => n.title === 'Rebalance cancelled');
    expect(notes).toHaveLength(1);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/operator/rebalance-reports/NOPE/cancel/',
      headers: operator,
      payload: { reason: 'The market moved' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('rejects a bad file whole, naming the path of each bad field', async () => {
    const before = (await list(owner.key)).json().count;
    const badFigure = structuredClone(taaData);
    (badFigure.records[0]!.investment_options[1] as { saa: unknown }).saa = 'ten';
    const res = await publish([
      report('NEW-1'),
      report('NEW-2', { data: badFigure }),
      report('NEW-3', { account_code: 'NO-SUCH' }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      'reports.1.data.records.0.investment_options.1.saa': ['Must be a decimal number.'],
    });
    // Once the file reads cleanly, unknown accounts are named the same way.
    const unknown = await publish([report('NEW-1'), report('NEW-3', { account_code: 'NO-SUCH' })]);
    expect(unknown.json()).toEqual({
      field_errors: { 'reports.1.account_code': ['No account has the code "NO-SUCH".'] },
      non_field_errors: ['Nothing was published.'],
    });
    const mismatch = await publish([report('NEW-4', { data: { ...taaData, totals: { total_new_taa: 0.9 } } })]);
    expect(mismatch.json().field_errors).toEqual({
      'reports.0.data.totals.total_new_taa': ['total_new_taa is 0.9, but its parts come to 1.00.'],
    });
    const wrongType = await publish([report('NEW-5', { rebalance_type: 'taa', data: modelRows })]);
    expect(Object.keys(wrongType.json().field_errors)).toEqual(['reports.0.data']);
    expect((await list(owner.key)).json().count).toBe(before);
  });

  it('needs the operator key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/rebalance-reports/',
      headers: bearer(owner.key),
      payload: { reports: [report('X')] },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('documents the rebalance calls with the shapes they hand out', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const path of ['', 'latest/', 'types/', 'accounts/', '{id}/'])
      expect(doc.paths[`/api/ipm/rebalance-reports/${path}`]?.get).toBeDefined();
    expect(doc.paths['/api/ipm/rebalance-reports/{id}/mark-seen/'].post).toBeDefined();
    expect(doc.paths['/api/operator/rebalance-reports/'].post).toBeDefined();
    const taa = doc.components.schemas.RebalanceTaaData;
    expect(taa.properties.totals.properties.total_saa.type).toBe('string');
  });
});
