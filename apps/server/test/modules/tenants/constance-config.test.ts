import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MonitoringScriptMessages,
  constanceConfigSchema,
  Messages,
  type OperatorApplication,
  type OperatorApplicationList,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { DOCUMENT_HEADERS } from '../../../src/plugins/external/security-headers.js';
import { auditEntryOf } from '../../helpers/audit-entries.js';
import { STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * GET /api/utils/constance-config/ (spec 1 §7 "may inject a monitoring script"): each application's
 * monitoring script, set by the operator with the rest of its configuration, served before
 * sign-in, and its origin allowed by that application's pages' CSP only.
 */

const SCRIPT = 'https://rum.example.com/agent.js?site=harbour';
const STRICT_CSP = DOCUMENT_HEADERS['Content-Security-Policy'];

let t: TestApp;
let dist: string;
let ids: { ipm: number; icf: number };
let staffKey: string;
let auditorKey: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await startTestApp({ webRoot: dist });
  const list = (await operator('GET', '/applications/')).json() as OperatorApplicationList;
  ids = {
    ipm: list.results.find((a) => a.product_key === 'ipm')!.id,
    icf: list.results.find((a) => a.product_key === 'icf')!.id,
  };
  staffKey = await signIn(t.app, STAFF);
  auditorKey = await signIn(t.app, { email: 'auditor@example.com', phone: '0412000004', password: DEMO_PASSWORD });
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function operator(method: 'GET' | 'PATCH', url: string, payload?: object, headers?: Record<string, string>) {
  return t.app.inject({
    method,
    url: `/api/operator${url}`,
    headers: headers ?? { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    ...(payload ? { payload } : {}),
  });
}

async function stored(id: number): Promise<OperatorApplication> {
  return (await operator('GET', `/applications/${id}/`)).json() as OperatorApplication;
}

/** The whole editable configuration as stored (the PATCH replaces it), with the monitoring script and a reason. */
async function setScript(
  id: number,
  monitoring: string | null | undefined,
  headers?: Record<string, string>,
  reason = 'Browser monitoring',
) {
  const { configuration } = await stored(id);
  const body = { ...configuration, reason, ...(monitoring === undefined ? {} : { monitoring_script_url: monitoring }) };
  return operator('PATCH', `/applications/${id}/`, body, headers);
}

const constance = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/utils/constance-config/', headers });

const page = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });

describe('GET /api/utils/constance-config/', () => {
  it('answers without a session; the demo applications have no monitoring script', async () => {
    const choices: Array<Record<string, string>> = [
      {},
      { host: 'icf.localhost' },
      { 'application-id': String(ids.icf) },
    ];
    for (const headers of choices) {
      const res = await constance(headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(constanceConfigSchema.parse(res.json())).toEqual({ monitoring_script_url: null });
    }
    expect((await stored(ids.ipm)).monitoring_script_url).toBeNull();
  });

  it('leaves every page’s CSP as strict as before while no application has a script', async () => {
    for (const host of ['localhost', 'icf.localhost', 'portal.example.org']) {
      const res = await page(host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(STRICT_CSP);
    }
  });
});

describe('the operator sets an application’s monitoring script', () => {
  it('serves it to that application only, and its pages alone allow the script’s origin; the trail keeps before and after', async () => {
    const res = await setScript(ids.icf, SCRIPT, bearer(staffKey));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as OperatorApplication).monitoring_script_url).toBe(SCRIPT);
    expect((await stored(ids.icf)).monitoring_script_url).toBe(SCRIPT);

    // The application chosen by header, else host name.
    expect((await constance({ 'application-id': String(ids.icf) })).json()).toEqual({ monitoring_script_url: SCRIPT });
    expect((await constance({ host: 'icf.localhost:3000' })).json()).toEqual({ monitoring_script_url: SCRIPT });
    expect((await constance({ host: 'localhost' })).json()).toEqual({ monitoring_script_url: null });
    expect((await constance({ 'application-id': String(ids.ipm) })).json()).toEqual({ monitoring_script_url: null });

    // The current application does not repeat it.
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/company-applications/current-application/',
      headers: { host: 'icf.localhost' },
    });
    expect(current.body).not.toContain('rum.example.com');

    for (const url of ['/', '/auth/login/']) {
      const csp = (await page('icf.localhost', url)).headers['content-security-policy'] as string;
      const directives = csp.split(';');
      expect(directives).toContain("script-src 'self' https://rum.example.com");
      expect(directives).toContain("connect-src 'self' https://rum.example.com");
      // Everything else as strict as ever.
      expect(directives.filter((d) => !/^(script|connect)-src /.test(d))).toEqual(
        STRICT_CSP.split(';').filter((d) => !/^(script|connect)-src /.test(d)),
      );
    }
    // The other application's pages, the API and its reference keep their policies.
    expect((await page('localhost')).headers['content-security-policy']).toBe(STRICT_CSP);
    expect((await page('portal.example.org')).headers['content-security-policy']).toBe(STRICT_CSP);
    expect((await page('icf.localhost', '/api/docs/')).headers['content-security-policy']).toBe(STRICT_CSP);
    expect((await page('icf.localhost', '/api/health/')).headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );

    const entry = await auditEntryOf(t.database, `application:${ids.icf}`, 'PATCH /api/operator/applications/:id/');
    expect(entry).toMatchObject({ actorKind: 'staff', actorRole: 'operator', statusCode: 200 });
    const changes = (entry.changes as Array<{ field: string }>).filter((c) => c.field !== 'updated_at');
    expect(changes).toEqual([{ field: 'monitoring_script_url', before: null, after: SCRIPT }]);
  });

  it('keeps the script when a change leaves it out, and removes it when sent empty or null', async () => {
    expect((await setScript(ids.icf, undefined)).statusCode).toBe(200);
    expect((await stored(ids.icf)).monitoring_script_url).toBe(SCRIPT);

    for (const removed of ['', null]) {
      expect((await setScript(ids.icf, SCRIPT)).statusCode).toBe(200);
      const res = await setScript(ids.icf, removed);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as OperatorApplication).monitoring_script_url).toBeNull();
      expect((await constance({ host: 'icf.localhost' })).json()).toEqual({ monitoring_script_url: null });
      expect((await page('icf.localhost')).headers['content-security-policy']).toBe(STRICT_CSP);
    }
  });

  it('takes plain http from localhost only, for trying a script locally, with its port in the CSP', async () => {
    const local = 'http://localhost:4000/agent.js';
    expect((await setScript(ids.icf, local)).statusCode).toBe(200);
    expect((await constance({ host: 'icf.localhost' })).json()).toEqual({ monitoring_script_url: local });
    const csp = (await page('icf.localhost')).headers['content-security-policy'] as string;
    expect(csp.split(';')).toContain("script-src 'self' http://localhost:4000");
    expect((await setScript(ids.icf, null)).statusCode).toBe(200);
  });

  it('refuses an address that is not https with a message on its field, and changes nothing', async () => {
    expect((await setScript(ids.icf, SCRIPT)).statusCode).toBe(200);
    const refusals: Array<[string, string]> = [
      ['http://rum.example.com/agent.js', MonitoringScriptMessages.httpsOnly],
      ['ftp://rum.example.com/agent.js', MonitoringScriptMessages.httpsOnly],
      ['http://127.0.0.2/agent.js', MonitoringScriptMessages.httpsOnly],
      ['javascript:alert(1)', MonitoringScriptMessages.notAnAddress],
      ['rum.example.com/agent.js', MonitoringScriptMessages.notAnAddress],
      ["https://rum.example.com;script-src 'unsafe-inline'", MonitoringScriptMessages.notAnAddress],
      ['https://*.example.com/agent.js', MonitoringScriptMessages.notAnAddress],
      ['https://[::1]/agent.js', MonitoringScriptMessages.notAnAddress],
      ['https://rum.example.com:99999/agent.js', MonitoringScriptMessages.notAnAddress],
      ['https://user:secret@rum.example.com/agent.js', MonitoringScriptMessages.noCredentials],
      [`https://rum.example.com/${'a'.repeat(1000)}.js`, Messages.maxLength(1000)],
    ];
    for (const [address, message] of refusals) {
      const res = await setScript(ids.icf, address);
      expect(res.statusCode, address).toBe(400);
      expect(res.json().field_errors, address).toEqual({ monitoring_script_url: [message] });
    }
    expect((await stored(ids.icf)).monitoring_script_url).toBe(SCRIPT);
    expect((await constance({ host: 'icf.localhost' })).json()).toEqual({ monitoring_script_url: SCRIPT });
  });

  it('is the operator’s: an auditor is refused (403) and nothing changes', async () => {
    const res = await setScript(ids.ipm, SCRIPT, bearer(auditorKey));
    expect(res.statusCode).toBe(403);
    expect((await stored(ids.ipm)).monitoring_script_url).toBeNull();
  });

  it('serves no script, and keeps the CSP strict, when a stored address no longer passes the rule', async () => {
    await t.database.db
      .update(tenants)
      .set({ monitoringScriptUrl: 'http://rum.example.com/agent.js' })
      .where(eq(tenants.id, ids.icf));
    await t.app.tenants.reload();
    expect((await constance({ host: 'icf.localhost' })).json()).toEqual({ monitoring_script_url: null });
    expect((await page('icf.localhost')).headers['content-security-policy']).toBe(STRICT_CSP);
  });
});
