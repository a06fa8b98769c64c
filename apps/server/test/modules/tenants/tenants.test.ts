import { currentApplicationSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  const list = await t.app.inject({ method: 'GET', url: '/api/company-applications/' });
  ids = Object.fromEntries(list.json().results.map((r: { id: number; product_key: string }) => [r.product_key, r.id]));
});
afterAll(() => t.close());

const current = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/company-applications/current-application/', headers });

describe('tenants (company applications on the wire)', () => {
  it('lists the tenants as a page, without authorization', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company-applications/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json().results.map((r: { product_key: string }) => r.product_key)).toEqual(['ipm', 'icf']);
  });

  it('gives the default tenant with its full configuration when nothing chooses one', async () => {
    const res = await current({ host: 'portal.example.org' });
    expect(res.statusCode).toBe(200);
    const app = currentApplicationSchema.parse(res.json());
    expect(app.product_key).toBe('ipm');
    expect(app.configuration.name).toBe('Private Portfolio');
    expect(app.configuration.support_email).toMatch(/@/);
    expect(app.configuration.settings.loan_note_minimum_cents).toBe(1_000_000);
    expect(app.configuration.settings.portfolio_minimum_cents).toBe(50_000_000);
  });

  it('chooses the tenant by the Application-Id header first', async () => {
    const res = await current({ 'application-id': String(ids.icf), host: 'localhost' });
    expect(res.json().product_key).toBe('icf');
    expect(res.json().configuration.name).toBe('Harbour Loan Notes');
  });

  it('chooses the tenant by host name when no header is sent, ignoring the port', async () => {
    const res = await current({ host: 'icf.localhost:3000' });
    expect(res.json().configuration.name).toBe('Harbour Loan Notes');
  });

  it('falls back to host then default for an unknown or malformed Application-Id', async () => {
    expect((await current({ 'application-id': '999', host: 'icf.localhost' })).json().product_key).toBe('icf');
    expect((await current({ 'application-id': 'drop table', host: 'elsewhere' })).json().product_key).toBe('ipm');
  });

  it('gives each tenant its own brand', async () => {
    const a = (await current({ 'application-id': String(ids.ipm) })).json();
    const b = (await current({ 'application-id': String(ids.icf) })).json();
    expect(a.configuration.logo).not.toBe(b.configuration.logo);
    expect(a.configuration.color_schema.primary).not.toBe(b.configuration.color_schema.primary);
  });
});

describe('session timing overrides from the environment', () => {
  it('apply to every tenant', async () => {
    const short = await startTestApp({
      env: { SESSION_EXPIRE_AFTER: '20', SESSION_EXPIRE_WARNING_AFTER: '10', RESEND_CODE_TIMEOUT: '5' },
    });
    try {
      const res = await short.app.inject({
        method: 'GET',
        url: '/api/auth/sessions/session-configuration/',
        headers: { host: 'icf.localhost' },
      });
      expect(res.json()).toEqual({
        resendVerificationCodeTimeout: 5,
        session_expire_after: 20,
        session_expire_warning_after: 10,
      });
    } finally {
      await short.close();
    }
  });
});
