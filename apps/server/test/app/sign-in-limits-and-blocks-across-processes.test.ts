import { ErrorCode, inAppNotificationsChannel } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadEnv } from '../../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import { verificationCodes } from '../../src/db/schema/index.js';
import { ADDRESS_FAILURE_LIMIT, LOCKOUT_FAILURES } from '../../src/modules/auth/login.service.js';
import { MAX_CODE_ATTEMPTS } from '../../src/modules/auth/code-check.js';
import { bearer, latestMessage, login } from '../helpers/auth-client.js';
import { subscribed, type TestSocket } from '../helpers/realtime-client.js';
import { TEST_OPERATOR_KEY } from '../helpers/test-app.js';
import { LOCAL_POSTGRES_URL, createTestDatabase } from '../helpers/test-database.js';
import { PERSON_PASSWORD, insertPerson } from '../helpers/test-people.js';

// Two app instances, each with its own connection pool, on one PostgreSQL database: the shape of
// two server processes behind a load balancer, which sends each request of one client wherever
// it likes. The sign-in limits are kept in the database, so they must count every process's
// attempts as one, also when the attempts arrive at the same moment; and a block made through one
// process must stop the user on the other at once, although that one keeps sessions for 5 s.
let primary: DatabaseHandle & { url?: string };
let dbA: DatabaseHandle;
let dbB: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;
let urlB: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  primary = await createTestDatabase(LOCAL_POSTGRES_URL);
  await seedDemoData(primary.db);
  // Each process keeps three pooled connections LISTENing (sessions, realtime, job wake-ups); the
  // tests below hold several requests per process waiting on a row lock at once: room for them.
  dbA = await openDatabase({ kind: 'postgres', url: primary.url!, max: 10 });
  dbB = await openDatabase({ kind: 'postgres', url: primary.url!, max: 10 });
  const env = loadEnv({ PORTAL_DEMO: '1', OPERATOR_KEY: TEST_OPERATOR_KEY });
  a = await buildApp({ env, database: dbA, version: 'test' });
  b = await buildApp({ env, database: dbB, version: 'test' });
  urlB = await b.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await a.close();
  await b.close();
  await dbA.close();
  await dbB.close();
  await primary.close();
});

const PASSWORD = PERSON_PASSWORD;
const WRONG = 'Not-The-Password-1!';
let addresses = 0;
/** A client address no other test uses, so the per-address limit stays out of the way. */
const freshAddress = () => `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** A registered person of the demo tenant, for one test. */
const createPerson = (label: string, options: { loginTwoFactor?: boolean } = {}) =>
  insertPerson(primary, label, options);

const profile = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) });
const requestCode = (app: FastifyInstance, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/request-create/',
    headers: bearer(key),
    payload: { channel: 'sms' },
  });
const confirmLogin = (app: FastifyInstance, key: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/login-confirmation-create/',
    headers: bearer(key),
    payload: { code },
  });
/** Through A, B, A, B, ...: what a load balancer sending each request elsewhere does. */
const either = (i: number) => (i % 2 === 0 ? a : b);

async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

/** Backends of this test's database waiting for a lock another transaction holds. */
async function lockWaiters(): Promise<number> {
  const { rows } = await primary.pool!.query(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0].n as number;
}

describe('sign-in limits across server processes', () => {
  it('five failed sign-ins for one e-mail, spread over both processes, lock it on both', async () => {
    const person = await createPerson('spread');
    for (let i = 0; i < LOCKOUT_FAILURES; i++) {
      expect((await login(either(i), person.email, WRONG, freshAddress())).statusCode).toBe(400);
    }
    for (const app of [a, b]) {
      const right = await login(app, person.email, PASSWORD, freshAddress());
      expect(right.statusCode).toBe(403);
      expect(right.json().code).toBe(ErrorCode.temporaryBlocked);
    }
  });

  it('failed sign-ins for one e-mail sent through both processes at the same moment: five are checked', async () => {
    const person = await createPerson('burst');
    // Each password check takes ~75 ms of argon2: every one of these is asked before the first
    // is answered, so only a count taken before the check can hold them to five.
    const answers = await Promise.all(
      Array.from({ length: 2 * LOCKOUT_FAILURES }, (_, i) => login(either(i), person.email, WRONG, freshAddress())),
    );
    const codes = answers.map((r) => (r.statusCode === 400 ? 'checked' : r.json().code));
    expect(codes.filter((c) => c === 'checked')).toHaveLength(LOCKOUT_FAILURES);
    expect(codes.filter((c) => c === ErrorCode.temporaryBlocked)).toHaveLength(LOCKOUT_FAILURES);
    expect((await login(b, person.email, PASSWORD, freshAddress())).json().code).toBe(ErrorCode.temporaryBlocked);
  });

  it('failures from one client address over both processes reach its limit on both', async () => {
    const address = '10.88.0.1';
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      expect((await login(either(i), `spray-${i}@example.com`, WRONG, address)).statusCode).toBe(400);
    }
    const person = await createPerson('sprayed');
    for (const app of [a, b]) {
      const res = await login(app, person.email, PASSWORD, address);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe(ErrorCode.rateLimited);
    }
    expect((await login(b, person.email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('a login code dies after five wrong guesses spread over both processes', async () => {
    const person = await createPerson('guessed', { loginTwoFactor: true });
    const key = (await login(a, person.email, PASSWORD, freshAddress())).json().key as string;
    expect((await requestCode(b, key)).statusCode).toBe(200);
    const code = (await latestMessage(a, person.phone))!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++)
      expect((await confirmLogin(either(i), key, wrong)).statusCode).toBe(400);
    expect((await confirmLogin(either(MAX_CODE_ATTEMPTS), key, wrong)).json().code).toBe(
      ErrorCode.maxVerificationLimitReached,
    );
    for (const app of [a, b]) {
      expect((await confirmLogin(app, key, code)).json().code).toBe(ErrorCode.maxVerificationLimitReached);
    }
    expect((await profile(b, key)).json().code).toBe(ErrorCode.login2faRequired);
  });

  it('a right guess that read the code before the fifth wrong one was counted elsewhere is refused', async () => {
    const person = await createPerson('raced', { loginTwoFactor: true });
    const key = (await login(a, person.email, PASSWORD, freshAddress())).json().key as string;
    expect((await requestCode(a, key)).statusCode).toBe(200);
    const code = (await latestMessage(a, person.phone))!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++)
      expect((await confirmLogin(either(i), key, wrong)).statusCode).toBe(400);
    const [row] = await primary.db.select().from(verificationCodes).where(eq(verificationCodes.userId, person.id));
    await profile(b, key); // B has the session cached: the guess below waits only on the code's row

    // What a burst of guesses over two processes does, made to happen in one order: the right
    // guess on B has read the code (four wrong guesses so far, still alive) when the fifth wrong
    // guess is counted through another connection, as process A's would be. The code's row is
    // held while that happens, so the right guess waits for it after its read.
    const elsewhere = await primary.pool!.connect();
    let right: Awaited<ReturnType<typeof confirmLogin>>;
    try {
      await elsewhere.query('begin');
      await elsewhere.query('select 1 from verification_codes where id = $1 for update', [row!.id]);
      const guess = confirmLogin(b, key, code);
      expect(await eventually(async () => (await lockWaiters()) === 1, 15_000)).toBe(true);
      await elsewhere.query('update verification_codes set failed_attempts = failed_attempts + 1 where id = $1', [
        row!.id,
      ]);
      await elsewhere.query('commit');
      right = await guess;
    } finally {
      elsewhere.release();
    }
    // Counted before it is compared, the right guess finds the code dead: at most five guesses
    // are ever compared, however many arrive together and wherever.
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe(ErrorCode.maxVerificationLimitReached);
    expect((await profile(a, key)).json().code).toBe(ErrorCode.login2faRequired);
  });

  it('a code asked for at the same moment on both processes is sent once; the other waits for the resend timeout', async () => {
    const person = await createPerson('resent', { loginTwoFactor: true });
    const key = (await login(a, person.email, PASSWORD, freshAddress())).json().key as string;
    await profile(a, key);
    await profile(b, key);
    const answers = await Promise.all([requestCode(a, key), requestCode(b, key), requestCode(a, key)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    const sent = await a.inject({ method: 'GET', url: `/api/dev/outbox/?to=${person.phone}` });
    expect(sent.json()).toHaveLength(1);
  });
});

describe('blocking access across server processes', () => {
  const block = (app: FastifyInstance, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/profiles/block-access/',
      headers: bearer(key),
      payload: { password: PASSWORD },
    });
  const signIn = async (app: FastifyInstance, email: string) => {
    const res = await login(app, email, PASSWORD, freshAddress());
    expect(res.statusCode).toBe(200);
    return res.json().key as string;
  };

  it('a block through one process ends the sessions and sockets on the other at once, despite its cache, and sign-in there is refused', async () => {
    const person = await createPerson('blocked');
    const onA = await signIn(a, person.email);
    const onB = await signIn(b, person.email);
    // B has both sessions cached now, and the person follows their notifications on B.
    expect((await profile(b, onA)).statusCode).toBe(200);
    expect((await profile(b, onB)).statusCode).toBe(200);
    const token = (
      await b.inject({ method: 'POST', url: '/api/profiles/centrifugo-auth-token/', headers: bearer(onB) })
    ).json().token as string;
    const socket = await subscribed(urlB, token, inAppNotificationsChannel(person.id));
    sockets.push(socket);

    expect((await block(a, onA)).statusCode).toBe(200);
    // The NOTIFY round trip is milliseconds, far below the 5 s a session is kept.
    expect(await eventually(async () => (await profile(b, onB)).statusCode === 401, 1000)).toBe(true);
    expect((await profile(b, onA)).statusCode).toBe(401);
    await expect(
      Promise.race([socket.closed, new Promise((r) => setTimeout(() => r('open'), 2000))]),
    ).resolves.not.toBe('open');
    const again = await login(b, person.email, PASSWORD, freshAddress());
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe(ErrorCode.permanentBlocked);
  });

  it('still holds after PostgreSQL ended the other process’s listening connection', async () => {
    const first = await createPerson('relisten');
    const onA = await signIn(a, first.email);
    const key = await signIn(b, first.email);
    // What a PostgreSQL restart or an administrator does to the backends, here to the
    // invalidation listeners only: a block made now cannot reach B by NOTIFY.
    const ended = await primary.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN portal_invalidation'`,
    );
    expect(ended.rowCount).toBe(2);
    const cachedAt = Date.now();
    expect((await profile(b, key)).statusCode).toBe(200); // cached on B from now, for 5 s
    expect((await block(a, onA)).statusCode).toBe(200);
    // B listens again about a second later and then reads every session afresh, since it may
    // have missed messages: well before the 5 s its cached copy would live.
    const refused = await eventually(
      async () => (await profile(b, key)).statusCode === 401,
      cachedAt + 4500 - Date.now(),
    );
    expect(refused).toBe(true);
    expect(Date.now() - cachedAt).toBeLessThan(4500);

    // Listening again, B hears the next block at once.
    const second = await createPerson('relistened');
    const other = await signIn(b, second.email);
    expect((await profile(b, other)).statusCode).toBe(200);
    expect((await block(a, await signIn(a, second.email))).statusCode).toBe(200);
    expect(await eventually(async () => (await profile(b, other)).statusCode === 401, 1000)).toBe(true);
  });
});
