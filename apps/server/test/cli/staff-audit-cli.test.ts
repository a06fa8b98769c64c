import { StaffRole, type AuditPage, type BackOfficeDashboard, type StaffMember } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { runAdminCli } from '../helpers/admin-cli.js';
import { cliPortal } from '../helpers/cli-portal.js';
import { TEST_OPERATOR_KEY } from '../helpers/test-app.js';

const portal = cliPortal('staff-audit');
const admin = (args: string[]) => runAdminCli(portal.url, args);

describe('npm run admin -- staff ...', () => {
  it('lists the staff and gives, changes and removes a role', async () => {
    const listed = await admin(['staff', 'list']);
    expect(listed.stderr).toBe('');
    expect((JSON.parse(listed.stdout) as StaffMember[]).map((s) => [s.email, s.role])).toEqual([
      ['auditor@example.com', StaffRole.auditor],
      ['manager@example.com', StaffRole.portfolio_manager],
      ['staff@example.com', StaffRole.operator],
    ]);

    const made = await admin(['staff', 'role', 'joint@example.com', 'portfolio_manager']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(JSON.parse(made.stdout)).toMatchObject({
      email: 'joint@example.com',
      is_staff: true,
      role: 'portfolio_manager',
    });

    const removed = await admin(['staff', 'role', 'joint@example.com', 'none']);
    expect(JSON.parse(removed.stdout)).toMatchObject({ is_staff: false, role: null });
  });

  it('says when nobody has the address, and shows the roles when the role is not one', async () => {
    const nobody = await admin(['staff', 'role', 'nobody@example.com', 'auditor']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('The portal answered 400:');
    expect(nobody.stderr).toContain('EMAIL: No user has this e-mail address.');
    const badRole = await admin(['staff', 'role', 'joint@example.com', 'boss']);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('The role is one of operator, portfolio_manager, auditor, or none.');
    expect(badRole.stderr).toContain('staff role EMAIL operator|portfolio_manager|auditor|none');
  });
});

describe('npm run admin -- audit search', () => {
  it('finds the CLI’s own calls by target and time, newest first', async () => {
    await admin(['staff', 'role', 'investor@example.com', 'auditor']);
    await admin(['staff', 'role', 'investor@example.com', 'none']);
    // A day either side: the search's days are Sydney's, the machine's clock may be UTC.
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await admin(['audit', 'search', '--target', 'user:investor@example.com', '--from', from, '--to', to]);
    expect(res.stderr).toBe('');
    const page = JSON.parse(res.stdout) as AuditPage;
    expect(page.count).toBe(2);
    expect(page.results.map((e) => [e.action, e.request.body, e.status_code])).toEqual([
      ['POST /api/operator/staff/role/', { email: 'investor@example.com', role: null }, 200],
      ['POST /api/operator/staff/role/', { email: 'investor@example.com', role: 'auditor' }, 200],
    ]);

    const none = await admin(['audit', 'search', '--target', 'user:investor@example.com', '--to', '2020-01-01']);
    expect(JSON.parse(none.stdout)).toMatchObject({ count: 0, results: [] });
  });

  it('names a bad date by its option', async () => {
    const res = await admin(['audit', 'search', '--from', 'last week']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('--from: Give a date (2026-11-27)');
  });
});

describe('npm run admin -- dashboard', () => {
  it('prints the staff dashboard’s figures, as the operator API gives them', async () => {
    const res = await admin(['dashboard']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const printed = JSON.parse(res.stdout) as BackOfficeDashboard;
    const api = (
      await portal.t.app.inject({
        method: 'GET',
        url: '/api/operator/dashboard/',
        headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
      })
    ).json() as BackOfficeDashboard;
    expect(printed.queues).toEqual(api.queues);
    expect(printed.queues.map((q) => q.queue)).toEqual([
      'invitations',
      'change_requests',
      'investment_policies',
      'redemptions',
      'signing_envelopes',
      'support_requests',
      'identity_reviews',
    ]);
    expect((await admin(['dashboard', 'extra'])).stderr).toContain('npm run admin');
  });
});
