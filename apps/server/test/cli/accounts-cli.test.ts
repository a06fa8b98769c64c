import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';
import { bearer } from '../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createPerson } from '../helpers/test-people.js';

let t: TestApp;
let url: string;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const person = await createPerson(t, 'accounts-cli');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/',
    headers: bearer(person.key),
    payload: { type: 'joint', name: 'CLI Joint' },
  });
  accountId = (res.json() as { id: number }).id;
});
afterAll(() => t.close());

const admin = (args: string[]): Promise<AdminCliResult> => runAdminCli(url, args);

describe('npm run admin -- account ...', () => {
  it('lists, shows and activates an account', async () => {
    const list = await admin(['account', 'list', '--status', 'pending', '--page-size', '100', '--ordering', 'name']);
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    const page = JSON.parse(list.stdout) as { count: number; results: Array<{ id: number; status: string }> };
    const pending = page.results;
    expect(page.count).toBe(pending.length);
    expect(pending.map((a) => a.id)).toContain(accountId);
    expect(pending.every((a) => a.status === 'pending')).toBe(true);

    const shown = await admin(['account', 'show', String(accountId)]);
    expect(JSON.parse(shown.stdout)).toMatchObject({ id: accountId, name: 'CLI Joint', status: 'pending' });

    const unexplained = await admin(['account', 'activate', String(accountId), '--external-code', 'CLI-001']);
    expect(unexplained.code).toBe(1);
    expect(unexplained.stderr).toContain('Missing --reason.');
    expect(unexplained.stderr).toContain('account activate ID --reason R');
    expect(JSON.parse((await admin(['account', 'show', String(accountId)])).stdout)).toMatchObject({
      status: 'pending',
    });
    const activated = await admin([
      'account',
      'activate',
      String(accountId),
      '--external-code',
      'CLI-001',
      '--reason',
      'Checks complete',
    ]);
    expect(activated.code).toBe(0);
    expect(JSON.parse(activated.stdout)).toMatchObject({ status: 'active', external_code: 'CLI-001' });

    const noReason = await admin(['account', 'deactivate', String(accountId)]);
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('Missing --reason.');
    const deactivated = await admin(['account', 'deactivate', String(accountId), '--reason', 'Test over']);
    expect(JSON.parse(deactivated.stdout)).toMatchObject({ id: accountId, status: 'inactive' });
    const reactivated = await admin(['account', 'activate', String(accountId), '--reason', 'Back again']);
    expect(JSON.parse(reactivated.stdout)).toMatchObject({ id: accountId, status: 'active' });
  }, 60_000);

  it('names the problem: a code already taken, an id that is not one', async () => {
    const taken = await admin([
      'account',
      'activate',
      String(accountId),
      '--external-code',
      'DEMO-SMSF-001',
      '--reason',
      'Code given',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('--external-code');
    expect(taken.stderr).toContain('already has the code "DEMO-SMSF-001"');

    const missing = await admin(['account', 'show', '2147483647']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account has this id.');

    const usage = await admin(['account', 'show', 'abc']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Give the account’s id');
  }, 60_000);
});
