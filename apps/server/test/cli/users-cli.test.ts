import type { OperatorUserDetail, OperatorUsersPage } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/auth-client.js';
import { runAdminCli } from '../helpers/admin-cli.js';
import { cliPortal } from '../helpers/cli-portal.js';
import { createPerson } from '../helpers/test-people.js';

const portal = cliPortal('users');
const admin = (args: string[]) => runAdminCli(portal.url, args);
const profileStatus = async (key: string) =>
  (await portal.t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).statusCode;

describe('npm run admin -- user ...', () => {
  it('lists users by search and access, and shows one', async () => {
    const listed = await admin(['user', 'list', '--search', 'joint@example.com']);
    expect(listed.stderr).toBe('');
    const found = JSON.parse(listed.stdout) as OperatorUsersPage;
    expect(found.results.map((u) => [u.email, u.first_name, u.last_name])).toEqual([
      ['joint@example.com', 'Alex', 'Morgan'],
    ]);

    const staff = JSON.parse((await admin(['user', 'list', '--access', 'staff'])).stdout) as OperatorUsersPage;
    expect(staff.results.map((u) => u.email).sort()).toEqual([
      'auditor@example.com',
      'manager@example.com',
      'staff@example.com',
    ]);

    const shown = await admin(['user', 'show', String(found.results[0]!.id)]);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({ email: 'joint@example.com', accounts: expect.any(Array) });
  });

  it('ends sessions and forces a password change, each with its reason', async () => {
    const person = await createPerson(portal.t, 'cli-user');
    const ended = await admin(['user', 'end-sessions', String(person.id), '--reason', 'Lost phone']);
    expect(ended.stderr).toBe('');
    expect((JSON.parse(ended.stdout) as OperatorUserDetail).live_sessions).toBe(0);
    expect(await profileStatus(person.key)).toBe(401);

    const forced = await admin(['user', 'force-password-change', String(person.id), '--reason', 'Phishing report']);
    expect(JSON.parse(forced.stdout)).toMatchObject({ id: person.id, force_password_change: true });
  });

  it('says what is missing: the reason, the id, or a bad filter', async () => {
    const noReason = await admin(['user', 'end-sessions', '12']);
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('Missing --reason.');
    const noId = await admin(['user', 'show']);
    expect(noId.stderr).toContain('Give the user’s id (a number: see user list).');
    const badAccess = await admin(['user', 'list', '--access', 'everyone']);
    expect(badAccess.code).toBe(1);
    expect(badAccess.stderr).toContain('The portal answered 400:');
    const unknown = await admin(['user', 'end-sessions', '2147483647', '--reason', 'Nobody']);
    expect(unknown.stderr).toContain('No user has this id.');
  });
});
