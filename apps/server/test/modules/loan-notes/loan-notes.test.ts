import {
  ApplicationSettingDefaults,
  ErrorCode,
  LoanNoteMessages,
  Messages,
  type Account,
  type BankAccount,
  type LoanNoteBundle,
  type NoteType,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EXAMPLE from '../../../src/data/reference-data.example.json' with { type: 'json' };
import { accountMembers, accounts, loanNoteTypes } from '../../../src/db/schema/index.js';
import { ensureSydneyBranch } from '../../helpers/bsb-branch.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { confirmAction, createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from '../bank-accounts/bank-accounts-helpers.js';

/** Loan note applications of icf accounts (issue #20 item 2; spec 2 §4, §5, §6, §7, §8). */
let t: TestApp;
let api: ReturnType<typeof bankApi>;
let owner: TestPerson;
let secondary: TestPerson;
let stranger: TestPerson;
/** The demo tenant's note types by key (the example reference file). */
const types = new Map<string, NoteType>();

const APPLY = '/api/ipm/apply-now/loan-notes/';
const bundleUrl = (id: number) => `/api/ipm/loan-note-bundles/${id}/`;
const listUrl = (account: number) => `/api/ipm/loan-note-products/?account=${account}`;
const noteType = (key: string) => types.get(key)!.id;
const note = (key: string, faceValue: number | null, capitalise: boolean | null = false) => ({
  note_type: noteType(key),
  face_value: faceValue,
  interest_capitalisation: capitalise,
});

/** An individual account in setup of the owner with the icf product, an active bank account and `secondary` on it. */
async function icfAccount(): Promise<{ account: Account; bank: BankAccount }> {
  const account = await api.setupAccount(owner);
  await t.database.db
    .update(accounts)
    .set({ products: ['icf'] })
    .where(eq(accounts.id, account.id));
  const created = await api.post(owner.key, `/api/accounts/${account.id}/bank-accounts/`, await api.details(owner.key));
  if (created.statusCode !== 201) throw new Error(`bank account: ${created.statusCode} ${created.body}`);
  await t.database.db.insert(accountMembers).values({ accountId: account.id, userId: secondary.id, role: 'secondary' });
  return { account, bank: created.json() as BankAccount };
}

async function apply(account: number, bank: number, notes: object[], key = owner.key) {
  return api.post(key, APPLY, { account, bank_account: bank, loan_notes: notes });
}

beforeAll(async () => {
  t = await startTestApp();
  api = bankApi(t);
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/operator/reference/',
    headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    payload: EXAMPLE as object,
  });
  expect(imported.statusCode, imported.body).toBe(200);
  owner = await createPerson(t, 'loan-owner');
  secondary = await createPerson(t, 'loan-secondary');
  stranger = await createPerson(t, 'loan-stranger');
  await confirmAction(t, owner.key, owner.phone);
  await ensureSydneyBranch(t.database.db);
  // Every type the demo application offers, the inactive 60-month one too (read from the table).
  for (const row of await t.database.db.select().from(loanNoteTypes)) types.set(row.key, { id: row.id } as NoteType);
});
afterAll(() => t.close());

describe('POST /api/ipm/apply-now/loan-notes/', () => {
  it('makes the account’s application: its notes in cents, the bank account, a draft; the list counts it', async () => {
    const { account, bank } = await icfAccount();
    expect((await api.get(owner.key, listUrl(account.id))).json().count).toBe(0);

    const res = await apply(account.id, bank.id, [note('48-hour', 100), note('12-month', 1_000_000, true)]);
    expect(res.statusCode, res.body).toBe(201);
    const bundle = res.json() as LoanNoteBundle;
    expect(bundle).toMatchObject({ account: account.id, product: 'icf', bank_account: bank.id, status: 'draft' });
    expect(
      bundle.loan_notes.map((n) => [n.note_type, n.face_value, n.interest_capitalisation, n.is_automatically_created]),
    ).toEqual([
      [noteType('48-hour'), 100, false, false],
      [noteType('12-month'), 1_000_000, true, false],
    ]);
    // The account still misses details (individual tax, a certificate): back to the account page.
    expect(bundle.next_step).toBe('account');

    const list = (await api.get(secondary.key, listUrl(account.id))).json();
    expect(list.count).toBe(1);
    expect(list.results[0].id).toBe(bundle.id);
  });

  it('the activation steps ask for the product details until an application exists, then for its summary', async () => {
    const { account, bank } = await icfAccount();
    const steps = async () => (await api.get(owner.key, `/api/accounts/${account.id}/activation-steps/`)).json().steps;
    expect(await steps()).toEqual(['fill_in_missing_details', 'loan_note_not_created']);
    expect((await apply(account.id, bank.id, [note('6-month', 2_500_000)])).statusCode).toBe(201);
    expect(await steps()).toEqual(['fill_in_missing_details', 'finish_loan_note_application']);
  });

  it('each note needs a product, a face value and an interest option (This field is required, on its entry)', async () => {
    const { account, bank } = await icfAccount();
    const res = await apply(account.id, bank.id, [
      { note_type: null, face_value: 1_000_000, interest_capitalisation: false },
      { note_type: noteType('6-month'), face_value: null, interest_capitalisation: false },
      { note_type: noteType('6-month'), face_value: 1_000_000 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      'loan_notes.0.note_type': [Messages.fieldRequired],
      'loan_notes.1.face_value': [Messages.fieldRequired],
      'loan_notes.2.interest_capitalisation': [Messages.fieldRequired],
    });
    expect((await api.get(owner.key, listUrl(account.id))).json().count).toBe(0);
  });

  it('face values: at least the loan note minimum, the 48-hour note at least its own minimum (from the settings)', async () => {
    const { account, bank } = await icfAccount();
    const res = await apply(account.id, bank.id, [note('48-hour', 99), note('12-month', 999_999), note('24-month', 0)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      'loan_notes.0.face_value': [Messages.amountAtLeast(ApplicationSettingDefaults.atCallLoanNoteMinimumCents)],
      'loan_notes.1.face_value': [Messages.amountAtLeast(ApplicationSettingDefaults.loanNoteMinimumCents)],
      'loan_notes.2.face_value': [Messages.amountAtLeast(ApplicationSettingDefaults.loanNoteMinimumCents)],
    });
    expect(res.json().field_errors['loan_notes.0.face_value']).toEqual(['Enter an amount equal to or greater than $1']);
    expect(res.json().field_errors['loan_notes.1.face_value']).toEqual([
      'Enter an amount equal to or greater than $10,000',
    ]);
    // Exactly the minimums pass.
    expect((await apply(account.id, bank.id, [note('48-hour', 100), note('12-month', 1_000_000)])).statusCode).toBe(
      201,
    );
  });

  it('a 48-hour note at most once per application', async () => {
    const { account, bank } = await icfAccount();
    const res = await apply(account.id, bank.id, [
      note('48-hour', 500),
      note('6-month', 1_000_000),
      note('48-hour', 700),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ 'loan_notes.2.note_type': [LoanNoteMessages.oneAtCallNote] });
  });

  it('an inactive note type: Note type is not active, on that note’s note_type', async () => {
    const { account, bank } = await icfAccount();
    const res = await apply(account.id, bank.id, [note('6-month', 1_000_000), note('60-month', 1_000_000)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ 'loan_notes.1.note_type': ['Note type is not active'] });
  });

  it('a note type the application does not offer, and a note type id that does not exist', async () => {
    const { account, bank } = await icfAccount();
    // 3-month is offered by the icf application only, not by the demo tenant's.
    const res = await apply(account.id, bank.id, [
      note('3-month', 1_000_000),
      { ...note('6-month', 1_000_000), note_type: 999_999 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      'loan_notes.0.note_type': [LoanNoteMessages.noteTypeNotOffered],
      'loan_notes.1.note_type': [LoanNoteMessages.noteTypeNotOffered],
    });
  });

  it('the bank account is one of the account’s active ones; notes and a bank account are required', async () => {
    const { account } = await icfAccount();
    const other = await icfAccount();
    const res = await apply(account.id, other.bank.id, [note('6-month', 1_000_000)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ bank_account: [LoanNoteMessages.bankAccountNotActive] });
    const empty = await api.post(owner.key, APPLY, { account: account.id, bank_account: null, loan_notes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toEqual({
      bank_account: [Messages.fieldRequired],
      loan_notes: [Messages.fieldRequired],
    });
  });

  it('only an account with loan notes (icf), and only once', async () => {
    const ipm = await api.setupAccount(owner);
    const refused = await apply(ipm.id, 1, [note('6-month', 1_000_000)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors).toEqual({ account: [LoanNoteMessages.notOffered] });

    const { account, bank } = await icfAccount();
    expect((await apply(account.id, bank.id, [note('6-month', 1_000_000)])).statusCode).toBe(201);
    const again = await apply(account.id, bank.id, [note('6-month', 1_000_000)]);
    expect(again.statusCode).toBe(400);
    expect(again.json().field_errors).toEqual({ account: [LoanNoteMessages.alreadyApplied] });
  });

  it('only the primary user applies: 403 for someone else on the account, 404 for a stranger', async () => {
    const { account, bank } = await icfAccount();
    const bySecondary = await apply(account.id, bank.id, [note('6-month', 1_000_000)], secondary.key);
    expect(bySecondary.statusCode).toBe(403);
    expect(bySecondary.json()).toEqual({ detail: LoanNoteMessages.primaryOnly, code: ErrorCode.accountChangeRefused });
    const byStranger = await apply(account.id, bank.id, [note('6-month', 1_000_000)], stranger.key);
    expect(byStranger.statusCode).toBe(404);
    expect((await api.get(stranger.key, listUrl(account.id))).statusCode).toBe(404);
    expect((await api.get(owner.key, listUrl(account.id))).json().count).toBe(0);
  });
});

describe('PATCH /api/ipm/loan-note-bundles/{id}/', () => {
  it('replaces the notes and keeps the rules; the bank account alone may change', async () => {
    const { account, bank } = await icfAccount();
    const created = (await apply(account.id, bank.id, [note('6-month', 1_000_000)])).json() as LoanNoteBundle;

    const refused = await api.patch(owner.key, bundleUrl(created.id), {
      loan_notes: [note('48-hour', 100), note('48-hour', 100)],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors).toEqual({ 'loan_notes.1.note_type': [LoanNoteMessages.oneAtCallNote] });

    const res = await api.patch(owner.key, bundleUrl(created.id), {
      loan_notes: [note('48-hour', 100), note('36-month', 2_000_000, true)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as LoanNoteBundle).loan_notes.map((n) => [n.note_type, n.face_value])).toEqual([
      [noteType('48-hour'), 100],
      [noteType('36-month'), 2_000_000],
    ]);

    const second = await api.post(
      owner.key,
      `/api/accounts/${account.id}/bank-accounts/`,
      await api.details(owner.key, { name: 'Second' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const moved = await api.patch(owner.key, bundleUrl(created.id), { bank_account: second.json().id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ bank_account: second.json().id });
    expect(moved.json().loan_notes).toHaveLength(2);
  });

  it('403 for someone else on the account, 404 for a stranger and for a bundle that does not exist; a submitted one is closed', async () => {
    const { account, bank } = await icfAccount();
    const created = (await apply(account.id, bank.id, [note('6-month', 1_000_000)])).json() as LoanNoteBundle;
    const change = { loan_notes: [note('12-month', 1_000_000)] };
    const bySecondary = await api.patch(secondary.key, bundleUrl(created.id), change);
    expect(bySecondary.statusCode).toBe(403);
    expect(bySecondary.json().code).toBe(ErrorCode.accountChangeRefused);
    expect((await api.patch(stranger.key, bundleUrl(created.id), change)).statusCode).toBe(404);
    expect((await api.patch(owner.key, bundleUrl(2_000_000), change)).statusCode).toBe(404);

    const { loanNoteApplications } = await import('../../../src/db/schema/index.js');
    await t.database.db
      .update(loanNoteApplications)
      .set({ status: 'submitted' })
      .where(eq(loanNoteApplications.id, created.id));
    const closed = await api.patch(owner.key, bundleUrl(created.id), change);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().non_field_errors).toEqual([LoanNoteMessages.submitted]);
  });
});
