import { AuthMessages, ContactChangeMessages, ErrorCode, Messages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson } from '../../helpers/test-people.js';
import { runAdminCli, type AdminCliResult } from '../../helpers/admin-cli.js';
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const block = (key: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/profiles/block-access/', headers: bearer(key), payload: { password } });
const profileStatus = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).statusCode;
const unblock = (email: string, key = TEST_OPERATOR_KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/users/unblock/',
    headers: { authorization: `Operator ${key}` },
    payload: { email },
  });

function admin(args: string[]): Promise<AdminCliResult> {
  return runAdminCli(url, args);
}

describe('block own access', () => {
  it('needs the password, flagged on its field', async () => {
    const person = await createPerson(t, 'careful');
    const wrong = await block(person.key, 'Not-it-2026!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field_errors).toEqual({ password: [AuthMessages.wrongPassword] });
    const empty = await block(person.key, '');
    expect(empty.json().field_errors).toEqual({ password: ['This field is required'] });
    expect(await profileStatus(person.key)).toBe(200);
  });

  it('ends every session of the user at once, leaves other users alone, and sign-in is then refused', async () => {
    const person = await createPerson(t, 'blocker');
    const bystander = await createPerson(t, 'unaffected');
    const secondDevice = await signIn(t.app, person);

    const res = await block(person.key, person.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: ContactChangeMessages.accessBlocked });

    expect(await profileStatus(person.key)).toBe(401);
    expect(await profileStatus(secondDevice)).toBe(401);
    expect(await profileStatus(bystander.key)).toBe(200);

    const again = await login(t.app, person.email, person.password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ detail: Messages.accountBlocked, code: ErrorCode.permanentBlocked });
    // A wrong password still says only that the credentials are wrong.
    expect((await login(t.app, person.email, 'Not-it-2026!')).json().non_field_errors).toEqual([
      AuthMessages.invalidCredentials,
    ]);
  });
});

describe('operator unblock', () => {
  it('needs the operator key; an investor’s session finds nothing there (404)', async () => {
    const person = await createPerson(t, 'sneaky');
    expect((await unblock(person.email, 'not-the-operator-key-at-all-123')).statusCode).toBe(401);
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/operator/users/unblock/',
      headers: bearer(person.key),
      payload: { email: person.email },
    });
    expect(asUser.statusCode).toBe(404);
  });

  it('answers 404 for an unknown address and 400 for a malformed one', async () => {
    const unknown = await unblock('nobody-here@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ContactChangeMessages.userNotFound);
    expect((await unblock('nope')).json().field_errors.email).toEqual(['Email format is not valid']);
  });

  it('restores sign-in, and the activity list shows the block and the unblock', async () => {
    const person = await createPerson(t, 'restored');
    await block(person.key, person.password);
    const res = await unblock(person.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: person.email, is_blocked: false });

    const key = await signIn(t.app, person);
    expect(await profileStatus(key)).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/profiles/activities/', headers: bearer(key) })).json();
    expect(list.results.map((a: { activity_type: string }) => a.activity_type).slice(0, 3)).toEqual([
      'sign_in',
      'account_unblocked',
      'account_blocked',
    ]);
  });

  it('npm run admin -- user unblock --email E prints JSON, and sign-in works again', async () => {
    const person = await createPerson(t, 'cli-unblocked');
    await block(person.key, person.password);
    expect((await login(t.app, person.email, person.password)).statusCode).toBe(403);

    const res = await admin(['user', 'unblock', '--email', person.email]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ email: person.email, is_blocked: false });
    expect((await login(t.app, person.email, person.password)).statusCode).toBe(200);

    const missing = await admin(['user', 'unblock']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Missing --email');
    const unknown = await admin(['user', 'unblock', '--email', 'ghost@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(ContactChangeMessages.userNotFound);
  }, 60_000);
});
