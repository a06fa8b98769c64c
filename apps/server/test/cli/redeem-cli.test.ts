import type { RedeemRequest } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createPerson, type TestPerson } from '../helpers/test-people.js';
import { redeemApi } from '../modules/redeem-requests/redeem-helpers.js';

let t: TestApp;
let url: string;
let api: ReturnType<typeof redeemApi>;
let owner: TestPerson;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = redeemApi(t);
  owner = await createPerson(t, 'redeem-cli');
  accountId = await api.account(owner);
});
afterAll(() => t.close());

const admin = (args: string[]): Promise<AdminCliResult> => runAdminCli(url, args);

async function requested(amount: string): Promise<number> {
  const noteId = await api.note(accountId, 'at-call');
  await api.ageCodes();
  const created = (await api.create(owner.key, { note: noteId, whole: false, amount })).json() as RedeemRequest;
  const confirmed = await api.confirm(owner.key, created.id, await api.code(owner.phone));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return created.id;
}

describe('npm run admin -- redeem ...', () => {
  it('lists the requests waiting for settlement, settles one and rejects another with its reason', async () => {
    const first = await requested('150.00');
    const second = await requested('75.25');
    const list = await admin(['redeem', 'list']);
    expect(list.stderr).toBe('');
    const waiting = (JSON.parse(list.stdout) as { results: RedeemRequest[] }).results;
    expect(waiting.map((r) => [r.id, r.amount, r.status])).toEqual(
      expect.arrayContaining([
        [first, '150.00', 'requested'],
        [second, '75.25', 'requested'],
      ]),
    );
    const settled = await admin(['redeem', 'settle', String(first)]);
    expect(settled.code).toBe(0);
    expect(JSON.parse(settled.stdout)).toMatchObject({ id: first, status: 'settled' });
    const missingReason = await admin(['redeem', 'reject', String(second)]);
    expect(missingReason.code).toBe(1);
    expect(missingReason.stderr).toContain('Missing --reason.');
    const rejected = await admin(['redeem', 'reject', String(second), '--reason', 'Please call us.']);
    expect(JSON.parse(rejected.stdout)).toMatchObject({ id: second, status: 'rejected', reason: 'Please call us.' });
    const left = (
      JSON.parse((await admin(['redeem', 'list', '--page-size', '100'])).stdout) as { results: RedeemRequest[] }
    ).results;
    expect(left.map((r) => r.id)).not.toContain(first);
  });
});
