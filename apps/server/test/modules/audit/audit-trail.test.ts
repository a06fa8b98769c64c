import {
  AUDIT_COUNT_LIMIT,
  AUDIT_CSV_COLUMNS,
  BackOfficeMessages,
  type AuditEntry,
  type AuditPage,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEntries, users } from '../../../src/db/schema/index.js';
import { REDACTED } from '../../../src/config/log-redaction.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };

function call(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, headers: { ...operator, ...headers }, ...(payload ? { payload } : {}) });
}

/** Entries are written once the answer is sent: wait for the one with this request id. */
async function entryFor(requestId: string): Promise<AuditEntry> {
  let found: AuditEntry | undefined;
  await expect
    .poll(async () => {
      const rows = await t.database.db
        .select()
        .from(auditEntries)
        .where(sql`${auditEntries.requestId} = ${requestId}`);
      found = rows[0] && {
        id: rows[0].id,
        at: rows[0].at.toISOString(),
        actor_kind: rows[0].actorKind,
        actor_user_id: rows[0].actorUserId,
        actor_role: rows[0].actorRole,
        changes: rows[0].changes,
        action: rows[0].action,
        target: rows[0].target,
        request: rows[0].request,
        status_code: rows[0].statusCode,
        ip: rows[0].ip,
        request_id: rows[0].requestId,
      };
      return rows.length;
    })
    .toBe(1);
  return found!;
}

async function search(query: string): Promise<AuditPage> {
  const res = await call('GET', `/api/operator/audit/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPage;
}

describe('recording operator-API calls', () => {
  it('records a change with its route pattern, target, masked body, status, ip and request id', async () => {
    const created = await call('POST', '/api/operator/accounts/', { type: 'individual', name: 'Audit Test Account' });
    expect(created.statusCode, created.body).toBe(201);
    const accountId = created.json().id as number;

    const res = await call(
      'POST',
      `/api/operator/accounts/${accountId}/activate/`,
      { external_code: 'ADM-AUDIT-1', reason: 'Identity checked' },
      { 'x-request-id': 'audit-activate-0001', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.statusCode, res.body).toBe(200);

    const entry = await entryFor('audit-activate-0001');
    expect(entry).toMatchObject({
      actor_kind: 'operator_key',
      actor_user_id: null,
      actor_role: null,
      action: 'POST /api/operator/accounts/:id/activate/',
      target: `account:${accountId}`,
      status_code: 200,
      ip: '127.0.0.1',
      request_id: 'audit-activate-0001',
    });
    // A field named like a code is masked, as in the server log (config/log-redaction.ts).
    expect(entry.request).toEqual({
      params: { id: accountId },
      query: {},
      body: { external_code: REDACTED, reason: 'Identity checked' },
    });
    // The account's fields the call changed, before and after; the code changed, masked both sides.
    const changed = Object.fromEntries(entry.changes!.map((c) => [c.field, [c.before, c.after]]));
    expect(Object.keys(changed).sort()).toEqual(['activated_at', 'external_code', 'status']);
    expect(changed.status).toEqual(['pending', 'active']);
    expect(changed.activated_at![0]).toBeNull();
    expect(Date.parse(String(changed.activated_at![1]))).not.toBeNaN();
    expect(changed.external_code).toEqual([REDACTED, REDACTED]);
  });

  it('records a role given as the staff member before and after; reads and refusals record no changes', async () => {
    const res = await call(
      'POST',
      '/api/operator/staff/role/',
      { email: INVESTOR.email, role: 'auditor' },
      { 'x-request-id': 'audit-role-given-01' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = await entryFor('audit-role-given-01');
    expect(entry.changes).toEqual([
      { field: 'is_staff', before: false, after: true },
      { field: 'role', before: null, after: 'auditor' },
    ]);
    const removed = await call(
      'POST',
      '/api/operator/staff/role/',
      { email: INVESTOR.email, role: null },
      { 'x-request-id': 'audit-role-taken-01' },
    );
    expect(removed.statusCode).toBe(200);
    expect((await entryFor('audit-role-taken-01')).changes).toEqual([
      { field: 'is_staff', before: true, after: false },
      { field: 'role', before: 'auditor', after: null },
    ]);

    await call('GET', '/api/operator/staff/', undefined, { 'x-request-id': 'audit-staff-list-01' });
    expect((await entryFor('audit-staff-list-01')).changes).toBeNull();
    const refused = await call(
      'POST',
      '/api/operator/accounts/2147483647/activate/',
      { reason: 'No such account' },
      { 'x-request-id': 'audit-no-account-1' },
    );
    expect(refused.statusCode).toBe(404);
    expect((await entryFor('audit-no-account-1')).changes).toBeNull();
  });

  it('records a refused call (400) too, with the secrets it carried masked', async () => {
    const res = await call(
      'POST',
      '/api/operator/staff/role/',
      {
        email: 'not an address',
        role: 'auditor',
        password: 'Hunter-2-Hunter!',
        tfn: '123 456 782',
        bank_account: { bsb: '062-000', account_number: '12345678' },
        verification_code: '123456',
      },
      { 'x-request-id': 'audit-refused-0001' },
    );
    expect(res.statusCode).toBe(400);

    const entry = await entryFor('audit-refused-0001');
    expect(entry.action).toBe('POST /api/operator/staff/role/');
    expect(entry.status_code).toBe(400);
    expect(entry.target).toBe('user:not an address');
    expect(entry.request.body).toEqual({
      email: 'not an address',
      role: 'auditor',
      password: REDACTED,
      tfn: REDACTED,
      bank_account: REDACTED,
      verification_code: REDACTED,
    });
    expect(JSON.stringify(entry)).not.toMatch(/Hunter|123 456 782|12345678|062-000|123456"/);
  });

  it('records reads, with their query, and not calls without the operator key', async () => {
    const read = await call('GET', '/api/operator/accounts/?status=active&page_size=5&search=Olivia', undefined, {
      'x-request-id': 'audit-read-00001',
    });
    expect(read.statusCode).toBe(200);
    const entry = await entryFor('audit-read-00001');
    expect(entry.action).toBe('GET /api/operator/accounts/');
    // The query as the route read it, its defaults filled in; a search (names, e-mails) is masked
    // by the log's rules like any other personal detail.
    expect(entry.request.query).toEqual({
      status: 'active',
      page: 1,
      page_size: 5,
      ordering: '-created_at',
      search: REDACTED,
    });

    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/operator/accounts/',
      headers: { authorization: 'Operator wrong-key', 'x-request-id': 'audit-stranger-01' },
    });
    expect(stranger.statusCode).toBe(401);
    // The stranger's call is answered before this search is; its entry would have been written by now.
    await entryFor('audit-read-00001');
    const rows = await t.database.db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.requestId} = 'audit-stranger-01'`);
    expect(rows).toEqual([]);
  });
});

describe('the back office: staff sessions on the operator API', () => {
  it('records a staff member’s call with their id and role; an auditor’s change is refused (403) and recorded too', async () => {
    const staffKey = await signIn(t.app, STAFF);
    const [staff] = await t.database.db.select().from(users).where(eq(users.email, STAFF.email));
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/operator/accounts/',
      headers: { ...bearer(staffKey), 'x-request-id': 'audit-staff-read-01' },
    });
    expect(read.statusCode).toBe(200);
    expect(await entryFor('audit-staff-read-01')).toMatchObject({
      actor_kind: 'staff',
      actor_user_id: staff!.id,
      actor_role: 'operator',
      action: 'GET /api/operator/accounts/',
      status_code: 200,
    });

    const giveRole = (role: string) => call('POST', '/api/operator/staff/role/', { email: STAFF.email, role });
    expect((await giveRole('auditor')).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/operator/accounts/',
      headers: { ...bearer(staffKey), 'x-request-id': 'audit-auditor-write' },
      payload: { type: 'individual', name: 'Not By An Auditor' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: BackOfficeMessages.roleMayNotChange('Auditor (read only)'),
      code: 'staff_role_refused',
    });
    expect(await entryFor('audit-auditor-write')).toMatchObject({
      actor_kind: 'staff',
      actor_role: 'auditor',
      action: 'POST /api/operator/accounts/',
      status_code: 403,
    });
    expect((await t.database.db.select().from(accounts).where(eq(accounts.name, 'Not By An Auditor'))).length).toBe(0);
    expect((await giveRole('operator')).statusCode).toBe(200);
  });

  it('answers an investor’s session 404, as if the routes did not exist', async () => {
    const investorKey = await signIn(t.app, INVESTOR);
    const res = await t.app.inject({ method: 'GET', url: '/api/operator/accounts/', headers: bearer(investorKey) });
    expect(res.statusCode).toBe(404);
  });
});

describe('the audit table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even of no row, and keeps every entry', async () => {
    await call('GET', '/api/operator/staff/', undefined, { 'x-request-id': 'audit-append-0001' });
    await entryFor('audit-append-0001');
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    for (const statement of [
      sql`update audit_entries set status_code = 200`,
      sql`update audit_entries set target = 'x' where false`,
      sql`delete from audit_entries`,
      sql`delete from audit_entries where id = -1`,
      sql`truncate audit_entries`,
    ]) {
      const refusal = await t.database.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
      expect(refusal).toMatch(/^audit_entries is append-only: (UPDATE|DELETE|TRUNCATE) is not allowed$/);
    }
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    expect(after!.n).toBeGreaterThanOrEqual(before!.n);
  });
});

describe('searching the trail', () => {
  // Entries written here directly, with known times, so the filters and the order can be checked.
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    const base = {
      actorKind: 'operator_key' as const,
      request: { params: {}, query: {}, body: null },
      statusCode: 200,
      ip: '10.0.0.1',
    };
    await t.database.db.insert(auditEntries).values([
      // 2026-03-01 09:00 in Sydney (AEDT, +11) is 2026-02-28 22:00 UTC.
      {
        ...base,
        at: at('2026-02-28T22:00:00Z'),
        action: 'POST /api/operator/x/:id/',
        target: 'search-case:1',
        requestId: 's1',
      },
      {
        ...base,
        at: at('2026-03-01T12:59:00Z'),
        action: 'GET /api/operator/x/',
        target: 'search-case:1',
        requestId: 's2',
      },
      // 2026-03-02 00:30 in Sydney is still 2026-03-01 in UTC.
      {
        ...base,
        at: at('2026-03-01T13:30:00Z'),
        action: 'POST /api/operator/x/:id/',
        target: 'search-case:2',
        requestId: 's3',
      },
      {
        ...base,
        at: at('2026-03-03T01:00:00Z'),
        actorKind: 'staff' as const,
        actorUserId: 4242,
        actorRole: 'auditor',
        action: 'GET /api/operator/x/',
        target: 'search-case:1',
        requestId: 's4',
      },
    ]);
  });

  it('finds by target, newest first', async () => {
    const page = await search('target=search-case:1');
    expect(page.count).toBe(3);
    expect(page.results.map((e) => e.request_id)).toEqual(['s4', 's2', 's1']);
  });

  it('finds by action (its start), and by actor (kind or user id)', async () => {
    expect((await search('target=search-case:1&action=POST%20')).results.map((e) => e.request_id)).toEqual(['s1']);
    expect((await search('actor=4242')).results.map((e) => e.request_id)).toEqual(['s4']);
    const byKind = await search('actor=staff&target=search-case:1');
    expect(byKind.results.map((e) => e.request_id)).toEqual(['s4']);
    expect(byKind.results[0]).toMatchObject({ actor_kind: 'staff', actor_role: 'auditor', actor_user_id: 4242 });
    expect((await search('actor=nobody@example.com')).count).toBe(0);
    // Like characters are taken as they are, not as patterns.
    expect((await search('action=%25')).count).toBe(0);
  });

  it('finds by time: days are Sydney days, both ends included; instants as given', async () => {
    expect((await search('from=2026-03-01&to=2026-03-01')).results.map((e) => e.request_id)).toEqual(['s2', 's1']);
    expect((await search('from=2026-03-02&to=2026-03-02')).results.map((e) => e.request_id)).toEqual(['s3']);
    expect(
      (await search('target=search-case:1&from=2026-03-01T12:59:00Z&to=2026-03-03T01:00:00%2B00:00')).results.map(
        (e) => e.request_id,
      ),
    ).toEqual(['s4', 's2']);
  });

  it('pages with the contract’s envelope', async () => {
    const first = await search('target=search-case:1&page_size=2');
    expect(first.count).toBe(3);
    expect(first.results.map((e) => e.request_id)).toEqual(['s4', 's2']);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/operator/audit/?target=search-case%3A1&page_size=2&page=2');
    const second = await search('target=search-case:1&page_size=2&page=2');
    expect(second.results.map((e) => e.request_id)).toEqual(['s1']);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/operator/audit/?target=search-case%3A1&page_size=2&page=1');
  });

  it('answers bad filters with field errors', async () => {
    const res = await call('GET', '/api/operator/audit/?from=yesterday&page_size=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.from).toEqual([BackOfficeMessages.auditTimeNotValid]);
    expect(res.json().field_errors.page_size).toBeDefined();
    const reversed = await call('GET', '/api/operator/audit/?from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().field_errors).toEqual({ from: [BackOfficeMessages.auditRangeReversed] });
  });
});

describe('the CSV export', () => {
  it('answers text/csv with a header row and escapes commas, quotes and newlines', async () => {
    await t.database.db.insert(auditEntries).values({
      at: new Date('2026-04-01T00:00:00Z'),
      actorKind: 'operator_key',
      action: 'POST /api/operator/x/',
      target: 'csv-case:"quoted", and\nnewline',
      request: { body: { note: 'a, "b"' } },
      statusCode: 201,
      ip: '10.0.0.2',
      requestId: 'csv-1',
    });
    const res = await call(
      'GET',
      `/api/operator/audit/export/?target=${encodeURIComponent('csv-case:"quoted", and\nnewline')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    const [header, row, end] = res.body.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(header).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(end).toBe('');
    expect(row).toMatch(
      /^\d+,2026-04-01T00:00:00\.000Z,operator_key,,,POST \/api\/operator\/x\/,"csv-case:""quoted"", and\nnewline",201,10\.0\.0\.2,csv-1,"\{""body"":\{""note"":""a, \\""b\\""""\}\}",$/,
    );
  });

  it('streams every matching entry past a batch, newest first, each once', async () => {
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 4, 1, 0, 0, 0, 0)), // the same instant: the id keeps the order
      actorKind: 'operator_key' as const,
      action: 'GET /api/operator/x/',
      target: 'bulk-case',
      request: {},
      statusCode: 200,
      requestId: `bulk-${i}`,
    }));
    await t.database.db.insert(auditEntries).values(rows);
    const res = await call('GET', '/api/operator/audit/export/?target=bulk-case');
    const lines = res.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(2100);
    const ids = lines.map((line) => line.split(',')[9]);
    expect(new Set(ids).size).toBe(2100);
    expect(ids[0]).toBe('bulk-2099');
    expect(ids[2099]).toBe('bulk-0');
  });

  it('counts a search no further than the limit, and says the count is then a lower bound', async () => {
    const rows = (target: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        at: new Date(Date.UTC(2026, 5, 1, 0, 0, i % 60, 0)),
        actorKind: 'operator_key' as const,
        action: 'GET /api/operator/cap-case/',
        target,
        request: {},
        statusCode: 200,
        requestId: `${target}-${i}`,
      }));
    for (let done = 0; done < AUDIT_COUNT_LIMIT + 1; done += 2500) {
      await t.database.db.insert(auditEntries).values(rows('cap-many', Math.min(2500, AUDIT_COUNT_LIMIT + 1 - done)));
    }
    await t.database.db.insert(auditEntries).values(rows('cap-few', 3));

    const many = await search('action=GET%20%2Fapi%2Foperator%2Fcap-case%2F&page_size=100');
    expect(many).toMatchObject({ count: AUDIT_COUNT_LIMIT, count_exact: false });
    expect(many.results).toHaveLength(100);
    expect(many.next).not.toBeNull();
    const few = await search('target=cap-few');
    expect(few).toMatchObject({ count: 3, count_exact: true, next: null });
  });
});
