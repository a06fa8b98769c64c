import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/modules/auth/password-hashing.js';
import { INVESTOR, bearer, latestMessage, signIn } from './auth-client.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import type { TestApp } from './test-app.js';

export const PERSON_PASSWORD = 'Test-Person-2026!';

export interface TestPerson {
  id: number;
  email: string;
  phone: string;
  password: string;
  /** A signed-in session key (no login two-factor for these people). */
  key: string;
}

let counter = 0;

/**
 * One argon2id hash of PERSON_PASSWORD for every person a run inserts: each hash costs ~80-170 ms
 * of CPU by design, and any hash of the password verifies it (the salt travels in the string).
 */
let personPasswordHash: Promise<string> | undefined;

/**
 * Inserts a registered, verified person into the demo tenant of `database`, with the
 * password PERSON_PASSWORD. For tests that sign in themselves (several app instances, or the
 * login limits); most tests want `createPerson`.
 */
export async function insertPerson(
  database: DatabaseHandle,
  label: string,
  { loginTwoFactor = false }: { loginTwoFactor?: boolean } = {},
): Promise<Omit<TestPerson, 'key'>> {
  counter += 1;
  const email = `${label}-${counter}@example.com`;
  const phone = `04${String(70_000_000 + counter * 101).padStart(8, '0')}`;
  const [investor] = await database.db.select().from(users).where(eq(users.email, INVESTOR.email));
  const [row] = await database.db
    .insert(users)
    .values({
      email,
      phoneNumber: phone,
      firstName: 'Test',
      lastName: label,
      passwordHash: await (personPasswordHash ??= hashPassword(PERSON_PASSWORD)),
      tenantId: investor!.tenantId,
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
      loginTwoFactorAuthEnabled: loginTwoFactor,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, phone, password: PERSON_PASSWORD };
}

/**
 * A registered person of the demo tenant made for one test, so a test that changes an
 * e-mail, a phone or blocks access never disturbs the demo people other tests sign in as.
 */
export async function createPerson(t: TestApp, label: string): Promise<TestPerson> {
  const person = await insertPerson(t.database, label);
  t.app.sessions.forgetAll();
  const key = await signIn(t.app, { email: person.email, password: person.password });
  return { ...person, key };
}

/**
 * Passes the two-factor guard of protected writes: an action code by SMS, confirmed. A session
 * whose last code still counts is left as it is (another code would wait for the resend timeout).
 */
export async function confirmAction(t: TestApp, key: string, phone: string): Promise<void> {
  const schema = await t.app.inject({ method: 'OPTIONS', url: '/api/profiles/my/', headers: bearer(key) });
  if (schema.json().security_schema?.confirmed === true) return;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/request-create/',
    headers: bearer(key),
    payload: { channel: 'sms' },
  });
  if (sent.statusCode !== 200) throw new Error(`action code not sent: ${sent.body}`);
  const code = (await latestMessage(t.app, phone))!.code!;
  const ok = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/action-confirmation-create/',
    headers: bearer(key),
    payload: { code },
  });
  if (ok.statusCode !== 200) throw new Error(`action code refused: ${ok.body}`);
}
