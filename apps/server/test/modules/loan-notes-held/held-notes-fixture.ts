import type { Account, LoanNoteBundle } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import EXAMPLE from '../../../src/data/reference-data.example.json' with { type: 'json' };
import { accountMembers, accounts, loanNoteApplications, loanNoteTypes } from '../../../src/db/schema/index.js';
import { ensureSydneyBranch } from '../../helpers/bsb-branch.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { confirmAction, createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from '../bank-accounts/bank-accounts-helpers.js';

export const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };

export interface HeldNotesFixture {
  t: TestApp;
  api: ReturnType<typeof bankApi>;
  /** Has confirmed an action code, so bank changes go through. */
  owner: TestPerson;
  /** On each account `appliedAccount` makes, without signing authority. */
  secondary: TestPerson;
  stranger: TestPerson;
  /** Note type ids by key ('12-month', '48-hour', ...) of the example reference data. */
  typeIds: Map<string, number>;
}

/**
 * The app of the loan-notes-held tests, started for the file (before its tests, closed after):
 * the example reference data imported, three people named after `prefix`, a Sydney branch for
 * bank accounts. Its fields are filled in once the file's tests run.
 */
export function useHeldNotesApp(prefix: string): HeldNotesFixture {
  const fixture = { typeIds: new Map<string, number>() } as HeldNotesFixture;
  beforeAll(async () => {
    fixture.t = await startTestApp();
    const { t } = fixture;
    fixture.api = bankApi(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/operator/reference/',
      headers: operator,
      payload: EXAMPLE as object,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    fixture.owner = await createPerson(t, `${prefix}-owner`);
    fixture.secondary = await createPerson(t, `${prefix}-secondary`);
    fixture.stranger = await createPerson(t, `${prefix}-stranger`);
    await confirmAction(t, fixture.owner.key, fixture.owner.phone);
    await ensureSydneyBranch(t.database.db);
    for (const row of await t.database.db.select().from(loanNoteTypes)) fixture.typeIds.set(row.key, row.id);
  });
  afterAll(() => fixture.t.close());
  return fixture;
}

/**
 * An icf account of the owner (the secondary on it) that applied for a 12-month note of $25,000
 * paid and a 48-hour note of $1,000 capitalised; the application still a draft, the account in setup.
 */
export async function appliedAccount(f: HeldNotesFixture): Promise<{ account: Account; bundle: LoanNoteBundle }> {
  const account = await f.api.setupAccount(f.owner);
  await f.t.database.db
    .update(accounts)
    .set({ products: ['icf'] })
    .where(eq(accounts.id, account.id));
  const bank = await f.api.post(
    f.owner.key,
    `/api/accounts/${account.id}/bank-accounts/`,
    await f.api.details(f.owner.key),
  );
  if (bank.statusCode !== 201) throw new Error(`bank account: ${bank.body}`);
  await f.t.database.db
    .insert(accountMembers)
    .values({ accountId: account.id, userId: f.secondary.id, role: 'secondary' });
  const applied = await f.api.post(f.owner.key, '/api/ipm/apply-now/loan-notes/', {
    account: account.id,
    bank_account: bank.json().id,
    loan_notes: [
      { note_type: f.typeIds.get('12-month'), face_value: 2_500_000, interest_capitalisation: false },
      { note_type: f.typeIds.get('48-hour'), face_value: 100_000, interest_capitalisation: true },
    ],
  });
  if (applied.statusCode !== 201) throw new Error(`apply: ${applied.body}`);
  return { account, bundle: applied.json() as LoanNoteBundle };
}

/** The application submitted (directly: submission has its own tests) and the account activated by the operator. */
export async function submitAndActivate(f: HeldNotesFixture, account: Account, bundle: LoanNoteBundle): Promise<void> {
  await f.t.database.db
    .update(loanNoteApplications)
    .set({ status: 'submitted' })
    .where(eq(loanNoteApplications.id, bundle.id));
  const activated = await f.t.app.inject({
    method: 'POST',
    url: `/api/operator/accounts/${account.id}/activate/`,
    headers: operator,
    payload: { reason: 'Application checked' },
  });
  expect(activated.statusCode, activated.body).toBe(200);
}

/** POST /api/operator/loan-notes/issue/ */
export function issue(f: HeldNotesFixture, payload: object) {
  return f.t.app.inject({ method: 'POST', url: '/api/operator/loan-notes/issue/', headers: operator, payload });
}
