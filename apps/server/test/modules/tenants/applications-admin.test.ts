import {
  OperatorApplicationMessages,
  type CurrentApplication,
  type OperatorApplication,
  type OperatorApplicationList,
  type OperatorApplicationUpdate,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../../src/db/schema/index.js';
import { auditEntryOf } from '../../helpers/audit-entries.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let staffKey: string;
let auditorKey: string;
let managerKey: string;
let investorKey: string;
beforeAll(async () => {
  t = await startTestApp();
  staffKey = await signIn(t.app, STAFF);
  auditorKey = await signIn(t.app, { email: 'auditor@example.com', phone: '0412000004', password: DEMO_PASSWORD });
  managerKey = await signIn(t.app, { email: 'manager@example.com', phone: '0412000003', password: DEMO_PASSWORD });
  investorKey = await signIn(t.app, INVESTOR);
}, 60_000);
afterAll(() => t.close());

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const get = (url: string, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'GET', url: `/api/operator${url}`, headers });
const patch = (id: number, payload: unknown, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'PATCH', url: `/api/operator/applications/${id}/`, headers, payload: payload as object });

async function defaultApplication(): Promise<OperatorApplication> {
  const list = (await get('/applications/')).json() as OperatorApplicationList;
  const id = list.results.find((a) => a.is_default)!.id;
  return (await get(`/applications/${id}/`)).json() as OperatorApplication;
}

/** The editable parts of a stored configuration, as the form sends them. */
function editable(app: OperatorApplication, reason = 'Routine check'): OperatorApplicationUpdate {
  const { name, logo, favicon, color_schema, support_email, modules, settings } = app.configuration;
  return {
    name,
    logo,
    favicon,
    color_schema,
    support_email,
    modules: modules as OperatorApplicationUpdate['modules'],
    settings: {
      loan_note_minimum_cents: settings.loan_note_minimum_cents,
      at_call_loan_note_minimum_cents: settings.at_call_loan_note_minimum_cents,
      portfolio_minimum_cents: settings.portfolio_minimum_cents,
      resend_verification_code_timeout: settings.resend_verification_code_timeout,
      session_expire_after: settings.session_expire_after,
      session_expire_warning_after: settings.session_expire_warning_after,
      two_factor_for_sensitive_writes: settings.two_factor_for_sensitive_writes,
      ...(settings.bank_account_password_required === undefined
        ? {}
        : { bank_account_password_required: settings.bank_account_password_required }),
    },
    reason,
  };
}

describe('GET /api/operator/applications/', () => {
  it('lists the demo applications with product, host names, default and name', async () => {
    const res = await get('/applications/', bearer(auditorKey));
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as OperatorApplicationList;
    expect(list.results.map((a) => [a.product_key, a.name, a.is_default, a.hosts])).toEqual([
      ['ipm', 'Private Portfolio', true, ['localhost', '127.0.0.1']],
      ['icf', 'Harbour Loan Notes', false, ['icf.localhost']],
    ]);
    expect(list.count).toBe(2);
  });

  it('shows one application’s configuration as stored; 404 for an id none has', async () => {
    const app = await defaultApplication();
    expect(app.configuration.name).toBe('Private Portfolio');
    expect(app.configuration.modules).toContain('dashboard');
    expect(app.configuration.settings.session_expire_after).toBeGreaterThan(0);
    const missing = await get('/applications/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(OperatorApplicationMessages.applicationNotFound);
  });

  it('is hidden from investors (404)', async () => {
    expect((await get('/applications/', bearer(investorKey))).statusCode).toBe(404);
    expect((await get('/applications/1/', bearer(investorKey))).statusCode).toBe(404);
  });
});

describe('PATCH /api/operator/applications/{id}/', () => {
  it('changes a session time and the brand name: the next current-application answer has them, the trail keeps before and after', async () => {
    const before = await defaultApplication();
    const body = editable(before, '  Longer sessions for the demo  ');
    body.settings.session_expire_after = before.configuration.settings.session_expire_after + 60;
    body.name = 'Private Portfolio (renamed)';
    const res = await patch(before.id, body, bearer(staffKey));
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as OperatorApplication;
    expect(after.configuration.settings.session_expire_after).toBe(body.settings.session_expire_after);
    expect(after.name).toBe('Private Portfolio (renamed)');
    // Settings the form does not edit stay as stored.
    expect(after.configuration.settings.early_redemption_penalty_text).toBe(
      before.configuration.settings.early_redemption_penalty_text,
    );

    const current = await t.app.inject({ method: 'GET', url: '/api/company-applications/current-application/' });
    const shown = current.json() as CurrentApplication;
    expect(shown.configuration.name).toBe('Private Portfolio (renamed)');
    expect(shown.configuration.settings.session_expire_after).toBe(body.settings.session_expire_after);

    const entry = await auditEntryOf(t.database, `application:${before.id}`, 'PATCH /api/operator/applications/:id/');
    expect(entry).toMatchObject({ actorKind: 'staff', actorRole: 'operator', statusCode: 200 });
    expect((entry.request as { body: { reason: string } }).body.reason).toBe('Longer sessions for the demo');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Private Portfolio', after: 'Private Portfolio (renamed)' },
        {
          field: 'configuration.settings.session_expire_after',
          before: before.configuration.settings.session_expire_after,
          after: body.settings.session_expire_after,
        },
      ]),
    );

    // Restored, for the tests below.
    expect((await patch(before.id, editable(before))).statusCode).toBe(200);
  });

  it('turns a module off', async () => {
    const before = await defaultApplication();
    const body = editable(before);
    body.modules = body.modules.filter((m) => m !== 'rebalance');
    expect((await patch(before.id, body)).statusCode).toBe(200);
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/company-applications/current-application/' })
    ).json() as CurrentApplication;
    expect(current.configuration.modules).not.toContain('rebalance');
    expect((await patch(before.id, editable(before))).statusCode).toBe(200);
  });

  it('answers bad values on their fields and changes nothing', async () => {
    const before = await defaultApplication();
    const body = editable(before) as unknown as Record<string, unknown> & OperatorApplicationUpdate;
    const bad = {
      ...body,
      modules: ['dashboard', 'teleporter'],
      settings: {
        ...body.settings,
        portfolio_minimum_cents: -1,
        session_expire_warning_after: 1,
        session_expire_after: 0,
      },
      color_schema: { ...body.color_schema, primary: 'blue' },
    };
    const res = await patch(before.id, bad);
    expect(res.statusCode).toBe(400);
    const fields = res.json().field_errors as Record<string, string[]>;
    expect(fields['modules.1']).toEqual([OperatorApplicationMessages.unknownModule]);
    expect(fields['settings.portfolio_minimum_cents']).toEqual([OperatorApplicationMessages.minimumNotNegative]);
    expect(fields['settings.session_expire_after']).toEqual([OperatorApplicationMessages.secondsPositive]);
    expect(fields['color_schema.primary']).toEqual(['Colour must be #RRGGBB']);

    const warning = {
      ...body,
      settings: { ...body.settings, session_expire_warning_after: body.settings.session_expire_after },
    };
    const late = await patch(before.id, warning);
    expect(late.statusCode).toBe(400);
    expect(late.json().field_errors['settings.session_expire_warning_after']).toEqual([
      OperatorApplicationMessages.warningBeforeExpiry,
    ]);
    expect((await defaultApplication()).configuration).toEqual(before.configuration);
  });

  it('needs a reason (1 to 500 characters)', async () => {
    const before = await defaultApplication();
    const { reason: _reason, ...noReason } = editable(before);
    for (const payload of [noReason, { ...noReason, reason: '   ' }, { ...noReason, reason: 'x'.repeat(501) }]) {
      const res = await patch(before.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().field_errors)).toEqual(['reason']);
    }
    expect((await patch(before.id, noReason)).json().field_errors.reason).toEqual([
      OperatorApplicationMessages.reasonRequired,
    ]);
  });

  it('is the operator’s: auditors and portfolio managers 403, investors 404, an unknown id 404; nothing changes', async () => {
    const before = await defaultApplication();
    const body = { ...editable(before), name: 'Not allowed' };
    expect((await patch(before.id, body, bearer(auditorKey))).statusCode).toBe(403);
    expect((await patch(before.id, body, bearer(managerKey))).statusCode).toBe(403);
    expect((await patch(before.id, body, bearer(investorKey))).statusCode).toBe(404);
    expect((await patch(999_999, body)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, before.id));
    expect(row!.configuration.name).toBe(before.configuration.name);
  });
});
