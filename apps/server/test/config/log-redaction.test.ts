import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadEnv } from '../../src/config/env.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { DEMO_SECONDARY_INVITE, seedDemoData } from '../../src/db/seed/index.js';
import { MemoryFileStorage } from '../../src/platform/files/memory-file-storage.js';
import { INVESTOR, bearer, latestMessage, login, signIn } from '../helpers/auth-client.js';
import { TEST_OPERATOR_KEY } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { confirmAction, createPerson } from '../helpers/test-people.js';

/**
 * The server log, captured whole while people sign in, register and fill in their identity, and
 * while requests fail: none of the secrets they send may appear in it. The app is built with the
 * logger options `npm start` uses (fastifyOptions), writing to memory instead of stdout.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
const lines: string[] = [];

// A careless handler (logs what it got) and two failures that quote the request's data.
async function probes(scoped: FastifyInstance) {
  const config = { public: true };
  scoped.post('/api/probe/careless-log/', { config }, async (request) => {
    request.log.info({ body: request.body, query: request.query, headers: request.headers }, 'probe: what came in');
    return { ok: true };
  });
  scoped.post('/api/probe/fails-with-body/', { config }, async (request) => {
    throw Object.assign(new Error(`could not store ${JSON.stringify(request.body)}`), {
      body: request.body,
      attempted: request.body,
    });
  });
  scoped.post('/api/probe/failed-query/', { config }, async (request) => {
    const body = request.body as { tin: string; date_of_birth: string; address_line_1: string };
    // Fails in the database: Drizzle's error quotes the SQL parameters, PostgreSQL the bad value.
    await scoped.db.execute(
      sql`select ${body.tin}::text, ${body.date_of_birth}::date, ${body.address_line_1}::integer as street`,
    );
    return { ok: true };
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const fileStorage = new MemoryFileStorage();
  await seedDemoData(database.db, { files: fileStorage });
  const env = loadEnv({ PORTAL_DEMO: '1', OPERATOR_KEY: TEST_OPERATOR_KEY, LOG_LEVEL: 'debug' });
  app = await buildApp({
    env,
    database,
    version: 'test',
    fileStorage,
    logger: { level: env.LOG_LEVEL, stream: { write: (line: string) => void lines.push(line) } },
    configure: probes,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  lines.length = 0;
});

interface LogLine {
  msg?: string;
  outbox?: { code?: string | null };
  [key: string]: unknown;
}

/** The captured lines, parsed, without the fields (time, pid) whose digits could look like a code. */
function captured(): LogLine[] {
  return lines.map((line) => {
    const { time: _time, pid: _pid, hostname: _hostname, ...rest } = JSON.parse(line) as LogLine;
    return rest;
  });
}

/** A value as it may appear: as typed, and encoded in a URL's query string. */
const spellings = (secret: string) => [
  ...new Set([secret, encodeURIComponent(secret), encodeURIComponent(secret).replace(/%20/g, '+')]),
];

/**
 * Fails naming each secret found and the line it is on. Codes and links are sent by message, and
 * the demo outbox line prints each message on purpose: `delivered` secrets may appear there only.
 */
function expectNotLogged(secrets: Record<string, string>, delivered: Record<string, string> = {}) {
  const all = captured();
  expect(all.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const line of all) {
    const text = JSON.stringify(line);
    const has = (secret: string) => spellings(secret).some((spelling) => text.includes(spelling));
    for (const [what, secret] of Object.entries(secrets)) if (has(secret)) found.push(`${what} in ${text}`);
    if (line.outbox) continue;
    for (const [what, secret] of Object.entries(delivered)) if (has(secret)) found.push(`${what} in ${text}`);
  }
  expect(found).toEqual([]);
}

const requestLines = () => captured().filter((l) => l.msg === 'request') as Array<LogLine & { url: string }>;

const PASSWORD = INVESTOR.password;
const WRONG_PASSWORD = 'Not-My-Password-77!';
const INVITEE_PASSWORD = 'Invitee-Secret-Pass-2026!';

const identity = {
  date_of_birth: '1987-11-23',
  street_name: 'Wurundjeri Way',
  address_line_1: 'Unit 9 Quokka Court',
  passport: 'PZ9182736',
  licence: '73519246',
  licence_card: 'C8264019',
  medicare: '2123 45670 1',
  tin: '987654321',
  bsb: '062-914',
  account_number: '10293847',
};

describe('the server log', () => {
  it('keeps passwords, login codes and session keys out while signing in, with wrong passwords and codes', async () => {
    const wrong = await login(app, INVESTOR.email, WRONG_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/base/login/',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${INVESTOR.email}","password":"${PASSWORD}"`,
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);

    // A session waiting for its login code, given a wrong one.
    const pending = (await login(app, INVESTOR.email, PASSWORD)).json().key as string;
    const wrongCode = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor-authentication/login-confirmation-create/',
      headers: bearer(pending),
      payload: { code: '000000' },
    });
    expect(wrongCode.statusCode).toBeGreaterThanOrEqual(400);

    const key = await signIn(app, INVESTOR);
    const code = (await latestMessage(app, INVESTOR.phone))!.code!;
    const profile = await app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) });
    expect(profile.statusCode).toBe(200);

    expectNotLogged(
      { password: PASSWORD, 'wrong password': WRONG_PASSWORD, 'session key': key, 'pending session key': pending },
      { 'login code': code },
    );
    // The lines are there, the outbox's included (codes shown on purpose in demo mode), values not.
    const outbox = requestLines().filter((l) => l.url.startsWith('/api/dev/outbox/'));
    expect(outbox.length).toBeGreaterThan(0);
    for (const line of outbox) expect(line.url).toBe('/api/dev/outbox/?to=[REDACTED]');
    expect(captured().some((l) => l.outbox?.code === code)).toBe(true);
  });

  it('keeps the invitation code, the chosen password and the contact codes out of a registration', async () => {
    const email = 'log.invitee@example.com';
    const phone = '0411999001';
    const created = await app.inject({
      method: 'POST',
      url: '/api/operator/invites/',
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
      payload: { email, phone_number: phone, type: 'individual' },
    });
    expect(created.statusCode).toBe(201);
    const { uuid, code: inviteCode } = created.json() as { uuid: string; code: string };
    const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, payload });

    await post(`/api/auth/registration-invites/${uuid}/invite-opened/`);
    await post(`/api/auth/registration-invites/${uuid}/accept-toc/`);
    const wrong = await post(`/api/auth/registration-invites/${uuid}/activate-invite/`, { code: '135792468013' });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await post(`/api/auth/registration-invites/${uuid}/activate-invite/`, { code: inviteCode })).statusCode,
    ).toBe(200);
    const signUp = {
      email,
      phone_number: phone,
      password1: INVITEE_PASSWORD,
      password2: INVITEE_PASSWORD,
      agreement_terms_and_policy: true,
      marketing_opt_out: false,
    };
    expect((await post(`/api/auth/wizard/${uuid}/sign-up/`, signUp)).statusCode).toBe(200);
    const emailCode = (await latestMessage(app, email))!.code!;
    await post(`/api/auth/wizard/${uuid}/confirm-email-address-by-code/`, { code: emailCode });
    const smsCode = (await latestMessage(app, phone))!.code!;
    const done = await post(`/api/auth/wizard/${uuid}/confirm-phone-number/`, { code: smsCode });
    expect(done.statusCode).toBe(200);
    const key = done.json().key as string;

    // A joint holder's link carries its token in the path.
    const joint = await app.inject({
      method: 'GET',
      url: `/api/auth/secondary-users-invites/${DEMO_SECONDARY_INVITE.token}/`,
    });
    expect(joint.statusCode).toBeLessThan(500);

    expectNotLogged(
      {
        'operator key': TEST_OPERATOR_KEY,
        password: INVITEE_PASSWORD,
        'session key': key,
        'joint holder token': DEMO_SECONDARY_INVITE.token,
      },
      { 'invitation code': inviteCode, 'e-mail code': emailCode, 'SMS code': smsCode },
    );
    expect(requestLines().map((l) => l.url)).toContain('/api/auth/secondary-users-invites/[REDACTED]/');
  });

  it('keeps the date of birth, document numbers, TIN and addresses out of personal and additional details', async () => {
    const key = await signIn(app, INVESTOR);
    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      app.inject({ method, url, headers: bearer(key), payload });
    const person = {
      title: 6,
      gender: 3,
      first_name: 'Alex',
      last_name: 'Logsworth',
      date_of_birth: identity.date_of_birth,
      country: 'AU',
      state: 'VIC',
      suburb: 'Fitzroy',
      post_code: '3065',
      street_number: '12',
      street_name: identity.street_name,
      consent_access: true,
    };
    const passport = await send('POST', '/api/profiles/personal-details/', {
      ...person,
      primary_verification_document: {
        document_type: 'passport',
        document_id: identity.passport,
        issue_date: '2021-05-01',
        expiry_date: '2031-05-01',
      },
    });
    expect(passport.statusCode).toBe(200);
    const boundary = '----logRedactionBoundary';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/profiles/personal-document/',
      headers: { ...bearer(key), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n%%EOF\n\r\n--${boundary}--\r\n`,
      ),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const licence = await send('POST', '/api/profiles/personal-details/', {
      ...person,
      primary_verification_document: {
        document_type: 'driver_licence',
        document_state: 'VIC',
        document_id: identity.licence,
        card_number: identity.licence_card,
        expiry_date: '2031-06-30',
        document_file: upload.json().id,
      },
    });
    expect(licence.statusCode, licence.body).toBe(200);
    const medicare = await send(
      'POST',
      `/api/profiles/personal-details/${passport.json().id}/secondary-verification-document/`,
      {
        document_type: 'medicare_card',
        card_type: 'green',
        medicare_card_number: identity.medicare,
        individual_reference_number: '1',
        medicare_expiry_date: '2030-06-30',
      },
    );
    expect(medicare.statusCode).toBeLessThan(500);
    // Invalid: a date of birth in the future and a malformed document (400s).
    const invalid = await send('POST', '/api/profiles/personal-details/', {
      ...person,
      date_of_birth: '2999-01-01',
      primary_verification_document: { document_type: 'passport', document_id: identity.passport },
    });
    expect(invalid.statusCode).toBe(400);

    const additional = await send('POST', '/api/profiles/additional-details/', {
      occupation: 'Engineer',
      country_of_citizenship: ['AU'],
      non_australian_resident: true,
      non_australian_resident_country: ['NZ'],
      non_australian_tax_resident: true,
      non_australian_tax_resident_country: 'NZ',
      non_australian_tax_identification_number: identity.tin,
    });
    expect(additional.statusCode).toBeLessThan(500);
    const contact = await send('POST', '/api/profiles/contact-details/', {
      channel: 'email',
      country: 'AU',
      address_line_1: identity.address_line_1,
      suburb: 'Fitzroy',
      state: 'VIC',
      post_code: '3065',
    });
    expect(contact.statusCode).toBeLessThan(500);
    const search = await app.inject({
      method: 'GET',
      url: `/api/profiles/address-search/?query=${encodeURIComponent(identity.address_line_1)}`,
      headers: bearer(key),
    });
    expect(search.statusCode, search.body).toBe(200);

    expectNotLogged({ password: PASSWORD, 'session key': key, ...identity });
  });

  it('keeps the password, codes, link token and new address out of contact changes, refused and then done', async () => {
    const person = await createPerson({ app, database, close: async () => {} }, 'log-redaction');
    const post = (url: string, payload: object, key: string | null = person.key) =>
      app.inject({ method: 'POST', url, headers: key ? bearer(key) : {}, payload });
    const newEmail = 'log.changed@example.com';
    const changeEmail = (password: string) =>
      post('/api/profiles/change-email-address/', { new_email: newEmail, password, confirmation_type: 'link' });

    expect((await changeEmail(person.password)).statusCode).toBe(403);
    await confirmAction({ app, database, close: async () => {} }, person.key, person.phone);
    const actionCode = (await latestMessage(app, person.phone))!.code!;
    expect((await changeEmail(WRONG_PASSWORD)).statusCode).toBe(400);
    expect((await changeEmail(person.password)).statusCode).toBe(200);
    // The e-mailed link opens a web page with the token in its query string, which confirms it.
    const token = /[?&]token=([\w-]+)/.exec((await latestMessage(app, newEmail))!.body)![1]!;
    await app.inject({ method: 'GET', url: `/account/change-email/?token=${token}` });
    expect((await post('/api/profiles/confirm-email-address-by-link/', { token }, null)).statusCode).toBe(200);

    await post('/api/profiles/personal-details/', {
      title: 6,
      gender: 3,
      first_name: 'Robin',
      last_name: 'Mover',
      date_of_birth: identity.date_of_birth,
      country: 'AU',
      state: 'VIC',
      suburb: 'Fitzroy',
      post_code: '3065',
      street_number: '12',
      street_name: 'Old Road',
      consent_access: true,
      primary_verification_document: {
        document_type: 'passport',
        document_id: identity.passport,
        issue_date: '2021-05-01',
        expiry_date: '2031-05-01',
      },
    });
    const address = {
      street_number: '9',
      street_name: identity.street_name,
      suburb: 'Carlton',
      state: 'VIC',
      post_code: '3053',
      country: 'AU',
    };
    const invalid = await post('/api/profiles/change-address/', { ...address, suburb: 'x'.repeat(36) });
    expect(invalid.statusCode).toBe(400);
    expect((await post('/api/profiles/change-address/', address)).statusCode).toBe(200);

    expectNotLogged(
      {
        password: person.password,
        'wrong password': WRONG_PASSWORD,
        'session key': person.key,
        'date of birth': identity.date_of_birth,
        passport: identity.passport,
        'new street': identity.street_name,
      },
      { 'action code': actionCode, 'link token': token },
    );
  });

  it('keeps reset tokens in links and query strings out', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/base/password-reset/', payload: { email: INVESTOR.email } });
    let mail: Awaited<ReturnType<typeof latestMessage>>;
    for (let i = 0; i < 50 && !mail?.body.includes('reset-password-confirm'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mail = await latestMessage(app, INVESTOR.email);
    }
    const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail!.body)![1]!);
    await app.inject({
      method: 'POST',
      url: '/api/auth/base/password-reset-check-token-expiration/',
      payload: { token },
    });
    // The web page the link opens, and a socket asking with a token in its query string.
    await app.inject({ method: 'GET', url: `/auth/reset-password-confirm/?token=${encodeURIComponent(token)}&page=2` });
    await app.inject({ method: 'GET', url: `/api/realtime/?token=${encodeURIComponent(token)}` });

    expectNotLogged({}, { 'reset token': token });
    expect(requestLines().map((l) => l.url)).toContain('/auth/reset-password-confirm/?token=[REDACTED]&page=2');
  });

  it('keeps request bodies, headers and query values out of what handlers log and of failures', async () => {
    const key = await signIn(app, INVESTOR);
    const body = {
      first_name: 'Alex',
      password: PASSWORD,
      date_of_birth: identity.date_of_birth,
      residential_address: { address_line_1: identity.address_line_1, street_name: identity.street_name },
      identity: { documents: [{ document_type: 'passport', passport_number: identity.passport }] },
      tax: { tin: identity.tin, TFN: '123456782' },
      applicant: { bank: { BSB: identity.bsb, accountNumber: identity.account_number } },
    };
    const careless = await app.inject({
      method: 'POST',
      url: `/api/probe/careless-log/?search=${encodeURIComponent(identity.street_name)}&page=3`,
      headers: bearer(key),
      payload: body,
    });
    expect(careless.statusCode).toBe(200);
    const fails = await app.inject({ method: 'POST', url: '/api/probe/fails-with-body/', payload: body });
    expect(fails.statusCode).toBe(500);
    const query = await app.inject({
      method: 'POST',
      url: '/api/probe/failed-query/',
      payload: { tin: identity.tin, date_of_birth: identity.date_of_birth, address_line_1: identity.address_line_1 },
    });
    expect(query.statusCode).toBe(500);
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/probe/careless-log/',
      headers: { 'content-type': 'application/json' },
      payload: `{"password": ${PASSWORD}}`,
    });
    expect(notJson.statusCode).toBe(400);

    expectNotLogged({ password: PASSWORD, 'session key': key, TFN: '123456782', ...identity });
    // What helps find the fault is still there: the error's type and its message up to the data.
    const failures = captured().filter((l) => l.msg === 'unhandled error') as Array<
      LogLine & { err: { type: string; message: string } }
    >;
    expect(failures.map((l) => l.err.message.slice(0, 14))).toEqual(['could not stor', 'Failed query: ']);
    const logged = captured().find((l) => l.msg === 'probe: what came in') as LogLine & {
      body: { first_name: string };
    };
    expect(logged.body.first_name).toBe('Alex');
    expect(requestLines().map((l) => l.url)).toContain('/api/probe/careless-log/?search=[REDACTED]&page=3');
  });
});
