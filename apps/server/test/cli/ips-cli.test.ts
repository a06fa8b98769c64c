import { InvestmentPolicyMessages as M, type OperatorInvestmentPolicy } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentPolicies } from '../../src/db/schema/index.js';
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
  a = await createPerson(t, 'ips-cli');
  await confirmAction(t, a.key, a.phone);
});
afterAll(() => t.close());

const admin = (args: string[]): Promise<AdminCliResult> => runAdminCli(url, args);

/** An active account with its active statement and a signed change waiting for the portfolio manager. */
async function changeInReview(): Promise<{ accountId: number; activeId: number; changeId: number }> {
  const { account } = await api.activeAccount(a, [], { option: 'any' });
  const [active, change] = await t.database.db
    .insert(investmentPolicies)
    .values([
      { accountId: account.id, status: 'active', wizardStep: 'done' },
      { accountId: account.id, status: 'portfolio_manager_review', wizardStep: 'done', signRequestedAt: new Date() },
    ])
    .returning();
  return { accountId: account.id, activeId: active!.id, changeId: change!.id };
}

describe('npm run admin -- ips ...', () => {
  it('lists the statements waiting for review, approves one (now active) and declines another with a reason', async () => {
    const first = await changeInReview();
    const second = await changeInReview();

    const list = await admin(['ips', 'list']);
    expect(list.stderr).toBe('');
    const waiting = JSON.parse(list.stdout) as OperatorInvestmentPolicy[];
    expect(waiting.find((p) => p.id === first.changeId)).toMatchObject({
      account: first.accountId,
      status: 'portfolio_manager_review',
      replaces: first.activeId,
    });

    const approved = await admin(['ips', 'approve', String(first.changeId)]);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.stdout)).toMatchObject({ id: first.changeId, status: 'active', replaces: null });
    const [replaced] = await t.database.db
      .select()
      .from(investmentPolicies)
      .where(eq(investmentPolicies.id, first.activeId));
    expect(replaced!.supersededAt).not.toBeNull();

    const noReason = await admin(['ips', 'decline', String(second.changeId)]);
    expect(noReason.code).not.toBe(0);
    expect(noReason.stderr).toContain(M.reasonRequired);
    const declined = await admin(['ips', 'decline', String(second.changeId), '--reason', 'Too much in cash']);
    expect(JSON.parse(declined.stdout)).toMatchObject({ id: second.changeId, status: 'draft' });
  }, 60_000);

  it('names the problem: approving twice, an id that is not one', async () => {
    const { changeId } = await changeInReview();
    await admin(['ips', 'approve', String(changeId)]);
    const again = await admin(['ips', 'approve', String(changeId)]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain(M.reviewOnlyInReview);
    const notAnId = await admin(['ips', 'show', 'abc']);
    expect(notAnId.code).not.toBe(0);
    expect(notAnId.stderr).toContain('Give the statement’s id');
  }, 60_000);
});
