import { BankAccountMessages, type BankAccount, type ChangeRequest } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { confirmAction, createPerson, type TestPerson } from '../helpers/test-people.js';
import { bankApi } from '../modules/bank-accounts/bank-accounts-helpers.js';

let t: TestApp;
let url: string;
let api: ReturnType<typeof bankApi>;
let a: TestPerson;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = bankApi(t);
  a = await createPerson(t, 'cr-cli');
  await confirmAction(t, a.key, a.phone);
});
afterAll(() => t.close());

const admin = (args: string[]): Promise<AdminCliResult> => runAdminCli(url, args);

/** An edit waiting for the portfolio manager ('any': the initiator's own signature is enough). */
async function waitingEdit(name: string): Promise<{ id: number; bankUrl: string }> {
  const { account, bank } = await api.activeAccount(a, [], { option: 'any' });
  const bankUrl = `/api/accounts/${account.id}/bank-accounts/${bank.id}/`;
  const res = await api.patch(a.key, bankUrl, { ...(await api.details(a.key)), name });
  return { id: (res.json() as BankAccount).edit_change_request!.id, bankUrl };
}

describe('npm run admin -- change-request ...', () => {
  it('lists the requests waiting for approval, shows one, approves it (applied) and declines another', async () => {
    const first = await waitingEdit('Approved by CLI');
    const second = await waitingEdit('Declined by CLI');

    const list = await admin(['change-request', 'list']);
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    const waiting = (JSON.parse(list.stdout) as { results: ChangeRequest[] }).results;
    expect(waiting.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(waiting.every((r) => r.status === 'awaiting_approval')).toBe(true);

    const shown = JSON.parse((await admin(['change-request', 'show', String(first.id)])).stdout) as ChangeRequest;
    expect(shown).toMatchObject({ id: first.id, kind: 'edit', new_data: { name: 'Approved by CLI' } });

    const approved = await admin(['change-request', 'approve', String(first.id)]);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.stdout)).toMatchObject({ status: 'applied' });
    expect((await api.get(a.key, first.bankUrl)).json().name).toBe('Approved by CLI');

    const declined = await admin(['change-request', 'decline', String(second.id), '--reason', 'No statement']);
    expect(JSON.parse(declined.stdout)).toMatchObject({ status: 'declined' });
    expect(JSON.parse(declined.stdout).history.at(-1)).toMatchObject({
      action: 'approval_declined',
      actor_name: 'Portfolio manager',
    });
  }, 60_000);

  it('names the problem: approving twice, a missing id, an id that is not one', async () => {
    const { id } = await waitingEdit('Twice');
    await admin(['change-request', 'approve', String(id)]);
    const twice = await admin(['change-request', 'approve', String(id)]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(BankAccountMessages.notAwaitingApproval('applied'));

    const missing = await admin(['change-request', 'show', '2147483647']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(BankAccountMessages.changeRequestNotFound);

    const usage = await admin(['change-request', 'approve', 'abc']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Give the change request’s id');
  }, 60_000);
});
