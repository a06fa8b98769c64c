import { ErrorCode, maskDestination } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTOR, bearer, login } from '../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * A caller who has only the password (the second factor not given) learns nothing about the
 * person and can do nothing but the code step. Generated from the OpenAPI document, so a route
 * added later is covered the day it is added.
 */
let t: TestApp;
let key: string;
let loginBody: Record<string, unknown>;

/** What a session waiting for its code may call: the code step itself, its timers, and leaving. */
const CODE_STEP = new Set([
  'POST /api/auth/base/logout/',
  'GET /api/auth/sessions/last-activity-ping/',
  'GET /api/auth/sessions/session-keep-alive/',
  'POST /api/auth/two-factor-authentication/request-create/',
  'POST /api/auth/two-factor-authentication/login-confirmation-create/',
]);

type Operation = { security?: Array<Record<string, unknown>> };
const operations: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  t = await startTestApp();
  const res = await login(t.app, INVESTOR.email, INVESTOR.password);
  loginBody = res.json();
  key = loginBody.key as string;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/operator/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      // Public operations declare no security; they answer anyone the same.
      if (Array.isArray(op.security) && op.security.length === 0) continue;
      operations.push({ method: method.toUpperCase(), path });
    }
  }
});
afterAll(() => t.close());

describe('a caller with only the password', () => {
  it('is told the code step and nothing about the person', () => {
    expect(loginBody).toEqual({
      key: expect.any(String),
      profile: null,
      two_factor: {
        reason: 'login',
        detail: 'A six digit code has just been sent via SMS to verify your identity.',
        channel: 'sms',
        destination: '•••• ••• 678',
        code_expires_in: 600,
        resend_timeout: expect.any(Number),
      },
    });
    const text = JSON.stringify(loginBody);
    for (const secret of ['Olivia', 'Bennett', '0412 345 678', '0412345678', INVESTOR.email, 'date_of_birth']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is refused by every other route with login_2fa_required', async () => {
    expect(operations.length).toBeGreaterThan(60);
    const leaks: string[] = [];
    for (const { method, path } of operations) {
      const name = `${method} ${path}`;
      if (CODE_STEP.has(name)) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(key),
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
      });
      if (res.statusCode !== 403 || res.json().code !== ErrorCode.login2faRequired) {
        leaks.push(`${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('sees the code’s destination masked when asking for the code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor-authentication/request-create/',
      headers: bearer(key),
      payload: { channel: 'sms' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().destination).toBe(maskDestination(INVESTOR.phone));
    expect(res.body).not.toContain('345');
  });
});
