import {
  MANAGED_USER_HEADER,
  RealtimeCloseCode,
  RealtimeErrorCode,
  RealtimeMessages,
  inAppNotificationsChannel,
  reportsChannel,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { openSocket, subscribed, type TestSocket } from '../../helpers/realtime-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { runAdminCli } from '../../helpers/admin-cli.js';

let t: TestApp;
let url: string;
let investor: string;
let staff: string;
let investorId: number;
let staffId: number;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
  const [investorRow] = await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email));
  const [staffRow] = await t.database.db.select().from(users).where(eq(users.email, STAFF.email));
  investorId = investorRow!.id;
  staffId = staffRow!.id;
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

async function tokenFor(key: string, headers: object = {}): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profiles/centrifugo-auth-token/',
    headers: { ...bearer(key), ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

async function open(): Promise<TestSocket> {
  const socket = await openSocket(url);
  sockets.push(socket);
  return socket;
}

const notify = (email: string, title: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/notifications/',
    headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    payload: { email, title, description: 'Live' },
  });

describe('the realtime token', () => {
  it('is given to a signed-in user only', async () => {
    const token = await tokenFor(investor);
    expect(token.split('.')).toHaveLength(3);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/profiles/centrifugo-auth-token/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the WebSocket at /api/realtime/', () => {
  it('connects with the token, subscribes to the user’s own channels and answers pings', async () => {
    const socket = await open();
    socket.send({ id: 1, connect: { token: await tokenFor(investor) } });
    expect(await socket.next()).toEqual({ id: 1, connect: { user_id: investorId, ping_interval: 25 } });
    socket.send({ id: 2, subscribe: { channel: inAppNotificationsChannel(investorId) } });
    expect(await socket.next()).toEqual({ id: 2, subscribe: { channel: `inapp#${investorId}` } });
    socket.send({ subscribe: { channel: reportsChannel(investorId) } });
    expect(await socket.next()).toEqual({ subscribe: { channel: `reports#${investorId}` } });
    socket.send({ id: 3, ping: {} });
    expect(await socket.next()).toEqual({ id: 3, pong: {} });
  });

  it('refuses another user’s channel with an error frame and stays open', async () => {
    const socket = await open();
    socket.send({ connect: { token: await tokenFor(investor) } });
    await socket.next();
    socket.send({ id: 9, subscribe: { channel: inAppNotificationsChannel(staffId) } });
    expect(await socket.next()).toEqual({
      id: 9,
      error: { code: RealtimeErrorCode.permissionDenied, message: RealtimeMessages.permissionDenied },
    });
    socket.send({ subscribe: { channel: 'anything#1' } });
    expect(((await socket.next()).error as { code: string }).code).toBe(RealtimeErrorCode.permissionDenied);
    // A notification for the staff member does not reach the investor's socket.
    await notify(STAFF.email, 'Not for the investor');
    socket.send({ id: 10, ping: {} });
    expect(await socket.next()).toEqual({ id: 10, pong: {} });
  });

  it('delivers a notification the operator creates to the user’s subscribed socket', async () => {
    const socket = await subscribed(url, await tokenFor(investor), inAppNotificationsChannel(investorId));
    sockets.push(socket);
    const res = await notify(INVESTOR.email, 'Your statement is ready');
    expect(res.statusCode).toBe(201);
    const frame = await socket.next();
    expect(frame).toEqual({
      channel: `inapp#${investorId}`,
      data: {
        id: res.json().notifications[0].id,
        status: 'new',
        created: res.json().notifications[0].created,
        application: expect.any(Number),
        title: 'Your statement is ready',
        description: 'Live',
        redirect_url: null,
        labels: [],
      },
    });
  });

  it('reaches every open tab of the user', async () => {
    const token = await tokenFor(investor);
    const tabs = await Promise.all([1, 2, 3].map(() => subscribed(url, token, inAppNotificationsChannel(investorId))));
    sockets.push(...tabs);
    await notify(INVESTOR.email, 'Everywhere');
    for (const tab of tabs) expect(((await tab.next()).data as { title: string }).title).toBe('Everywhere');
  });

  it('answers bad frames with an error frame, never a crash', async () => {
    const socket = await open();
    socket.send('not json');
    expect(await socket.next()).toEqual({
      error: { code: RealtimeErrorCode.badFrame, message: RealtimeMessages.badFrame },
    });
    socket.send({ hello: 'world' });
    expect(((await socket.next()).error as { code: string }).code).toBe(RealtimeErrorCode.badFrame);
    socket.send('[1,2,3]');
    expect(((await socket.next()).error as { code: string }).code).toBe(RealtimeErrorCode.badFrame);
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(((await socket.next()).error as { code: string }).code).toBe(RealtimeErrorCode.badFrame);
    socket.send({ id: 4, subscribe: { channel: inAppNotificationsChannel(investorId) } });
    expect(await socket.next()).toEqual({
      id: 4,
      error: { code: RealtimeErrorCode.notConnected, message: RealtimeMessages.notConnected },
    });
    // Still usable after all that.
    socket.send({ connect: { token: await tokenFor(investor) } });
    expect(await socket.next()).toHaveProperty('connect');
    socket.send({ connect: { token: await tokenFor(investor) } });
    expect(((await socket.next()).error as { code: string }).code).toBe(RealtimeErrorCode.alreadyConnected);
    // The server is fine: a plain request still answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('refuses a forged, expired or garbage token and closes the socket', async () => {
    const good = await tokenFor(investor);
    const [head, body, sig] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { sub: number };
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: staffId })).toString('base64url')}.${sig}`;
    const session = await t.app.sessions.authenticate(investor, new Date(), false);
    const expired = t.app.realtimeTokens.issue(
      { sub: investorId, sid: session.session.id },
      new Date(Date.now() - 10 * 60_000),
    );
    for (const token of [forged, expired, 'garbage']) {
      const socket = await open();
      socket.send({ connect: { token } });
      expect(await socket.next()).toEqual({
        error: { code: RealtimeErrorCode.invalidToken, message: RealtimeMessages.invalidToken },
      });
      expect(await socket.closed).toBe(RealtimeCloseCode.invalidToken);
    }
  });

  it('closes the socket when its session ends (sign-out)', async () => {
    const key = await signIn(t.app, STAFF);
    const socket = await subscribed(url, await tokenFor(key), inAppNotificationsChannel(staffId));
    sockets.push(socket);
    await t.app.inject({ method: 'POST', url: '/api/auth/base/logout/', headers: bearer(key) });
    expect(await socket.closed).toBe(RealtimeCloseCode.sessionEnded);
    // A token of an ended session no longer connects.
    const again = await open();
    const stale = t.app.realtimeTokens.issue({ sub: staffId, sid: -1 }, new Date());
    again.send({ connect: { token: stale } });
    expect(((await again.next()).error as { code: string }).code).toBe(RealtimeErrorCode.invalidToken);
  });

  it('lets staff acting for a client follow that client’s channel', async () => {
    const token = await tokenFor(staff, { [MANAGED_USER_HEADER]: String(investorId) });
    const socket = await subscribed(url, token, inAppNotificationsChannel(investorId));
    sockets.push(socket);
    await notify(INVESTOR.email, 'Seen by the adviser too');
    expect(((await socket.next()).data as { title: string }).title).toBe('Seen by the adviser too');
  });

  it('answers a plain GET with 426 Upgrade Required', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/realtime/' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ code: 'upgrade_required' });
  });
});

describe('npm run admin -- notify', () => {
  const admin = (args: string[]) => runAdminCli(url, args);

  it('creates a notification that arrives live, and prints it as JSON', async () => {
    const socket = await subscribed(url, await tokenFor(investor), inAppNotificationsChannel(investorId));
    sockets.push(socket);
    const res = await admin([
      'notify',
      '--email',
      INVESTOR.email,
      '--title',
      'From the CLI',
      '--description',
      'Sent by the operator',
      '--redirect-url',
      '/reports/',
    ]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({
      count: 1,
      notifications: [{ user_id: investorId, title: 'From the CLI', redirect_url: '/reports/' }],
    });
    expect((await socket.next(10_000)).data).toMatchObject({
      title: 'From the CLI',
      description: 'Sent by the operator',
    });
  }, 60_000);

  it('says so for an unknown e-mail and a missing option', async () => {
    const unknown = await admin(['notify', '--email', 'nobody@example.com', '--title', 'x', '--description', 'y']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has this e-mail address.');
    const missing = await admin(['notify', '--email', INVESTOR.email, '--description', 'y']);
    expect(missing.stderr).toContain('Missing --title');
  }, 60_000);
});
