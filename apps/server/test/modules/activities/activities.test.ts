import { ActivityDescriptions } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActivities, recordActivity } from '../../../src/modules/activities/activity-log.js';
import { bearer, latestMessage, login } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function passTwoFactor(key: string, phone: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/request-create/',
    headers: bearer(key),
    payload: { channel: 'sms' },
  });
  const code = (await latestMessage(t.app, phone))!.code!;
  const ok = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/login-confirmation-create/',
    headers: bearer(key),
    payload: { code },
  });
  expect(ok.statusCode).toBe(200);
}

const list = (key: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/profiles/activities/${query}`, headers: bearer(key) });

describe('activities', () => {
  let person: TestPerson;
  beforeAll(async () => {
    person = await createPerson(t, 'active');
  });

  it('records a sign-in with the network address and browser it came from', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/base/login/',
      payload: { email: person.email, password: person.password },
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': BROWSER },
    });
    expect(res.statusCode).toBe(200);
    const newest = (await list(person.key)).json().results[0];
    expect(newest).toMatchObject({
      activity_type: 'sign_in',
      description: ActivityDescriptions.signIn,
      ip_address: '203.0.113.7',
      user_agent: BROWSER,
    });
    expect(Number.isNaN(Date.parse(newest.created))).toBe(false);
  });

  it('records a password change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/base/password-change/',
      headers: bearer(person.key),
      payload: {
        old_password: person.password,
        new_password1: 'Changed-Pass-2026!',
        new_password2: 'Changed-Pass-2026!',
      },
    });
    expect(res.statusCode).toBe(200);
    person.password = 'Changed-Pass-2026!';
    expect((await list(person.key)).json().results[0]).toMatchObject({
      activity_type: 'password_change',
      description: ActivityDescriptions.passwordChanged,
    });
  });

  it('records a password reset from the e-mailed link', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/base/password-reset/', payload: { email: person.email } });
    let token: string | undefined;
    // The reset e-mail goes out just after the answer.
    for (let i = 0; i < 50 && !token; i++) {
      token = (await latestMessage(t.app, person.email))?.body.match(/reset-password-confirm\/\?token=([\w-]+)/)?.[1];
      if (!token) await new Promise((r) => setTimeout(r, 20));
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/base/password-reset-confirm/',
      payload: { token, new_password1: 'Reset-Pass-2026!!', new_password2: 'Reset-Pass-2026!!' },
      remoteAddress: '198.51.100.4',
    });
    expect(res.statusCode).toBe(200);
    person.password = 'Reset-Pass-2026!!';
    const [newest] = await recentActivities(t.database.db, person.id, 1);
    expect(newest).toMatchObject({
      activity_type: 'password_reset',
      description: ActivityDescriptions.passwordReset,
      ip_address: '198.51.100.4',
    });
    // The reset ended every session; the next sign-in also needs a code (two-factor after reset).
    person.key = (await login(t.app, person.email, person.password)).json().key;
    await passTwoFactor(person.key, person.phone);
  });

  it('pages newest first with next and previous links', async () => {
    for (let i = 0; i < 3; i++) await login(t.app, person.email, person.password);
    const all = (await list(person.key, '?page_size=100')).json();
    expect(all.count).toBeGreaterThanOrEqual(5);
    const created = all.results.map((a: { created: string }) => Date.parse(a.created));
    expect([...created].sort((a, b) => b - a)).toEqual(created);

    const first = (await list(person.key, '?page=1&page_size=2')).json();
    expect(first.results).toEqual(all.results.slice(0, 2));
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/profiles/activities/?page=2&page_size=2');
    const second = (await list(person.key, '?page=2&page_size=2')).json();
    expect(second.results).toEqual(all.results.slice(2, 4));
    expect(second.previous).toBe('/api/profiles/activities/?page=1&page_size=2');

    expect((await list(person.key, '?page_size=1000')).statusCode).toBe(400);
    expect((await list(person.key, '?page=0')).statusCode).toBe(400);
  });

  it('shows only the signed-in user’s own activity, and nothing without a session', async () => {
    const other = await createPerson(t, 'other-active');
    const mine = (await list(person.key, '?page_size=100')).json().results.map((a: { id: number }) => a.id);
    const theirs = (await list(other.key, '?page_size=100')).json().results.map((a: { id: number }) => a.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((id: number) => mine.includes(id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/activities/' })).statusCode).toBe(401);
  });

  it('recordActivity and recentActivities are there for other modules and the profile', async () => {
    await recordActivity(t.database.db, {
      userId: person.id,
      type: 'address_change',
      description: ActivityDescriptions.addressChanged('1 Test Street, Sydney NSW 2000, AU'),
      ip: null,
      userAgent: 'x'.repeat(2000),
    });
    const recent = await recentActivities(t.database.db, person.id, 2);
    expect(recent).toHaveLength(2);
    expect(recent[0]).toMatchObject({ activity_type: 'address_change', ip_address: null });
    expect(recent[0]!.user_agent).toHaveLength(500);
  });
});
