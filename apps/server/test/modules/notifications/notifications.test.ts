import { MANAGED_USER_HEADER, NotificationMessages, type Notification } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let investor: string;
let staff: string;
let investorId: number;
let staffId: number;

beforeAll(async () => {
  t = await startTestApp();
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
  const [investorRow] = await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email));
  const [staffRow] = await t.database.db.select().from(users).where(eq(users.email, STAFF.email));
  investorId = investorRow!.id;
  staffId = staffRow!.id;
});
afterAll(() => t.close());

const send = (key: string, method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(key), ...headers }, ...(payload ? { payload } : {}) });

const operator = (payload: object, key = TEST_OPERATOR_KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/notifications/',
    headers: { authorization: `Operator ${key}` },
    payload,
  });

async function notify(email: string, title: string, extra: object = {}): Promise<Notification & { user_id: number }> {
  const res = await operator({ email, title, description: `About ${title}`, ...extra });
  expect(res.statusCode).toBe(201);
  expect(res.json().count).toBe(1);
  return res.json().notifications[0];
}

const stats = async (key: string) =>
  (await send(key, 'GET', '/api/notifications/stats/')).json() as {
    unseen_count: number;
    recent_notifications: Notification[];
  };

describe('the demo investor’s notifications', () => {
  it('start with a history the bell has already shown: nothing unseen, the newest three recent', async () => {
    const res = await send(investor, 'GET', '/api/notifications/stats/');
    expect(res.statusCode).toBe(200);
    expect(res.json().unseen_count).toBe(0);
    expect(res.json().recent_notifications.map((n: Notification) => n.title)).toEqual([
      'Quarterly report ready',
      'Quarterly rebalance completed',
      'Annual tax statement available',
    ]);
    const list = (await send(investor, 'GET', '/api/notifications/in-app/')).json();
    expect(list).toMatchObject({ count: 4, next: null, previous: null });
    expect(list.results[0]).toEqual({
      id: expect.any(Number),
      status: 'new',
      created: '2026-10-09T21:05:00.000Z',
      application: expect.any(Number),
      title: 'Quarterly report ready',
      description: 'Your report for the September quarter is ready to view.',
      redirect_url: '/reports/',
      labels: [],
    });
  });
});

describe('operator: POST /api/operator/notifications/', () => {
  it('creates a notification for the user with that e-mail, new and unseen', async () => {
    const created = await notify('Investor@Example.com', 'Statement ready', { redirect_url: '/documents/' });
    expect(created).toMatchObject({
      user_id: investorId,
      status: 'new',
      title: 'Statement ready',
      description: 'About Statement ready',
      redirect_url: '/documents/',
      labels: [],
    });
    expect(Date.now() - new Date(created.created).getTime()).toBeLessThan(60_000);
    const after = await stats(investor);
    expect(after.unseen_count).toBe(1);
    expect(after.recent_notifications[0]!.id).toBe(created.id);
  });

  it('answers 404 with a clear message for an e-mail nobody has', async () => {
    const res = await operator({ email: 'nobody@example.com', title: 'Hello', description: '' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: NotificationMessages.unknownEmail, code: 'not_found' });
  });

  it('names bad fields: an empty title, a redirect off the portal that is not a web address', async () => {
    const res = await operator({
      email: INVESTOR.email,
      title: '  ',
      description: 'x',
      redirect_url: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      title: [NotificationMessages.titleRequired],
      redirect_url: [NotificationMessages.redirectUrl],
    });
    expect((await operator({ email: INVESTOR.email, title: 'x', redirect_url: '//evil.example/' })).statusCode).toBe(
      400,
    );
  });

  it('needs the operator key or an operator’s staff session (the back office)', async () => {
    expect((await operator({ email: INVESTOR.email, title: 'x' }, 'wrong-key-wrong-key-wrong-key')).statusCode).toBe(
      401,
    );
    const asStaff = await send(staff, 'POST', '/api/operator/notifications/', { email: INVESTOR.email, title: 'x' });
    expect(asStaff.statusCode).toBe(201);
  });
});

describe('listing', () => {
  it('pages ten at a time by default, newest first, with links to the neighbours', async () => {
    const user = 'pager@example.com';
    const [row] = await t.database.db.insert(users).values({ email: user }).returning({ id: users.id });
    t.app.sessions.forgetAll();
    for (let i = 1; i <= 12; i++) await notify(user, `Note ${i}`);
    // The pager user never signs in: read their list as staff acting for them.
    const acting = { [MANAGED_USER_HEADER]: String(row!.id) };
    const first = (await send(staff, 'GET', '/api/notifications/in-app/', undefined, acting)).json();
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(first.results[0].title).toBe('Note 12');
    expect(first.next).toBe('/api/notifications/in-app/?page=2');
    expect(first.previous).toBeNull();
    const second = (
      await send(staff, 'GET', '/api/notifications/in-app/?page=2&page_size=10', undefined, acting)
    ).json();
    expect(second.results.map((n: Notification) => n.title)).toEqual(['Note 2', 'Note 1']);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/notifications/in-app/?page=1&page_size=10');
    const beyond = await send(staff, 'GET', '/api/notifications/in-app/?page=5', undefined, acting);
    expect(beyond.json()).toMatchObject({ count: 12, results: [], next: null });
  });

  it('refuses a page size over 100 and a page below 1 with field errors', async () => {
    const res = await send(investor, 'GET', '/api/notifications/in-app/?page=0&page_size=500');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors).sort()).toEqual(['page', 'page_size']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/stats/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/in-app/' })).statusCode).toBe(401);
  });
});

describe('marking', () => {
  it('mark-as-viewed takes notifications out of the unseen count, and only the user’s own', async () => {
    const mine = await notify(INVESTOR.email, 'Viewed soon');
    const staffs = await notify(STAFF.email, 'Staff only');
    expect((await stats(investor)).unseen_count).toBeGreaterThan(0);
    const unseenIds = (await t.database.db.select().from(notifications).where(eq(notifications.userId, investorId)))
      .filter((n) => n.viewedAt === null)
      .map((n) => n.id);
    const res = await send(investor, 'POST', '/api/notifications/in-app/mark-as-viewed/', {
      notifications: [...unseenIds, staffs.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: unseenIds.length });
    expect((await stats(investor)).unseen_count).toBe(0);
    expect(unseenIds).toContain(mine.id);
    // The staff member's notification was not touched by the investor's call.
    expect((await stats(staff)).unseen_count).toBe(1);
  });

  it('mark-as-read reads the user’s own and ignores another user’s ids', async () => {
    const mine = await notify(INVESTOR.email, 'Read me');
    const staffs = await notify(STAFF.email, 'Not yours');
    const res = await send(investor, 'POST', '/api/notifications/in-app/mark-as-read/', {
      notifications: [mine.id, staffs.id],
    });
    expect(res.json()).toEqual({ updated: 1 });
    const [staffRow] = await t.database.db.select().from(notifications).where(eq(notifications.id, staffs.id));
    expect(staffRow!.status).toBe('new');
    const list = (await send(investor, 'GET', '/api/notifications/in-app/?page_size=100')).json();
    expect(list.results.find((n: Notification) => n.id === mine.id).status).toBe('read');
    // Another user's notification never shows up in the list either.
    expect(list.results.some((n: Notification) => n.id === staffs.id)).toBe(false);
    // Reading again changes nothing.
    const again = await send(investor, 'POST', '/api/notifications/in-app/mark-as-read/', { notifications: [mine.id] });
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('mark-all-as-read reads every notification of the user, no one else’s', async () => {
    await notify(INVESTOR.email, 'One more');
    const staffs = await notify(STAFF.email, 'Still new for staff');
    const res = await send(investor, 'POST', '/api/notifications/in-app/mark-all-as-read/');
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBeGreaterThan(0);
    const list = (await send(investor, 'GET', '/api/notifications/in-app/?page_size=100')).json();
    expect(list.results.every((n: Notification) => n.status === 'read')).toBe(true);
    const staffList = (await send(staff, 'GET', '/api/notifications/in-app/?page_size=100')).json();
    expect(staffList.results.find((n: Notification) => n.id === staffs.id).status).toBe('new');
  });

  it('names a bad body: ids must be a list of positive whole numbers', async () => {
    const res = await send(investor, 'POST', '/api/notifications/in-app/mark-as-read/', { notifications: ['x', -1] });
    expect(res.statusCode).toBe(400);
    // Each bad id is named by its place in the list.
    expect(Object.keys(res.json().field_errors).sort()).toEqual(['notifications.0', 'notifications.1']);
    const missing = await send(investor, 'POST', '/api/notifications/in-app/mark-as-read/', {});
    expect(missing.statusCode).toBe(400);
  });
});

describe('acting for a client (Managed-User-id)', () => {
  it('staff read and mark the client’s notifications, not their own', async () => {
    const forClient = await notify(INVESTOR.email, 'For the client');
    const acting = { [MANAGED_USER_HEADER]: String(investorId) };
    const list = (await send(staff, 'GET', '/api/notifications/in-app/?page_size=100', undefined, acting)).json();
    expect(list.results[0].id).toBe(forClient.id);
    const read = await send(
      staff,
      'POST',
      '/api/notifications/in-app/mark-as-read/',
      { notifications: [forClient.id] },
      acting,
    );
    expect(read.json()).toEqual({ updated: 1 });
  });

  it('an investor cannot act for anyone: 403, nothing read', async () => {
    const res = await send(investor, 'GET', '/api/notifications/in-app/', undefined, {
      [MANAGED_USER_HEADER]: String(staffId),
    });
    expect(res.statusCode).toBe(403);
  });
});
