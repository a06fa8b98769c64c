import {
  addMonths,
  LoanNotesHeldMessages,
  parseIsoDate,
  toIsoDate,
  today,
  type Account,
  type LoanNoteBundle,
  type LoanNoteHeldList,
  type OperatorLoanNotePage,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOAN_NOTE_TIME_ZONE } from '../../../src/modules/loan-notes-held/index.js';
import { runAdminCli } from '../../helpers/admin-cli.js';
import { INVESTOR, signIn } from '../../helpers/auth-client.js';
import type { TestApp } from '../../helpers/test-app.js';
import type { TestPerson } from '../../helpers/test-people.js';
import {
  appliedAccount as appliedAccountOf,
  issue as issueNotes,
  operator,
  submitAndActivate as submitAndActivateOf,
  useHeldNotesApp,
  type HeldNotesFixture,
} from './held-notes-fixture.js';

/** Loan notes held: issued after activation, read with interest so far (issue #22 item 3). */
const f = useHeldNotesApp('held');
let t: TestApp;
let api: HeldNotesFixture['api'];
let owner: TestPerson;
let secondary: TestPerson;
let stranger: TestPerson;
beforeAll(() => {
  ({ t, api, owner, secondary, stranger } = f);
});

const issue = (payload: object) => issueNotes(f, payload);
const appliedAccount = () => appliedAccountOf(f);
const submitAndActivate = (account: Account, bundle: LoanNoteBundle) => submitAndActivateOf(f, account, bundle);
const heldUrl = (account?: number) => `/api/ipm/loan-notes-held/${account === undefined ? '' : `?account=${account}`}`;
/** `months` before today in Sydney: the day the tests' notes start. */
const monthsAgo = (months: number) => toIsoDate(addMonths(today(LOAN_NOTE_TIME_ZONE), -months));

describe('POST /api/operator/loan-notes/issue/', () => {
  it('refuses an account in setup, then one with nothing submitted, then issues once and refuses a second time', async () => {
    const { account, bundle } = await appliedAccount();
    const refused = async (payload: object, message: string) => {
      const res = await issue(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field_errors).toEqual({ account: [message] });
    };
    await refused({ account: account.id }, LoanNotesHeldMessages.notActive);
    await refused({ account: 2_147_483_647 }, LoanNotesHeldMessages.accountNotFound);
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/accounts/${account.id}/activate/`,
      headers: operator,
      payload: { reason: 'Details checked' },
    });
    await refused({ account: account.id }, LoanNotesHeldMessages.nothingSubmitted);
    await submitAndActivate(account, bundle);

    const res = await issue({ account: account.id, start_date: '2025-01-15' });
    expect(res.statusCode, res.body).toBe(201);
    const issued = res.json() as LoanNoteHeldList;
    expect(issued.count).toBe(2);
    expect(
      issued.results.map((n) => [
        n.note_type.label,
        n.face_value,
        n.rate,
        n.term_months,
        n.start_date,
        n.maturity_date,
        n.interest_frequency,
        n.is_capitalised,
        n.loan_note,
      ]),
    ).toEqual([
      ['1 year', '25000.00', '6.000', 12, '2025-01-15', '2026-01-15', 'quarterly', false, bundle.loan_notes[0]!.id],
      ['48-hour at call', '1000.00', '4.100', null, '2025-01-15', null, 'monthly', true, bundle.loan_notes[1]!.id],
    ]);

    await refused({ account: account.id }, LoanNotesHeldMessages.alreadyIssued);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/operator/loan-notes/?account=${account.id}`,
      headers: operator,
    });
    expect((listed.json() as LoanNoteHeldList).count).toBe(2);
  });

  it('two issues at once make one set of notes', async () => {
    const { account, bundle } = await appliedAccount();
    await submitAndActivate(account, bundle);
    const answers = await Promise.all([issue({ account: account.id }), issue({ account: account.id })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/operator/loan-notes/?account=${account.id}`,
      headers: operator,
    });
    expect((listed.json() as LoanNoteHeldList).count).toBe(2);
  });

  it('a start date that is not a date is refused on its field', async () => {
    const res = await issue({ account: 1, start_date: '15/01/2025' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ start_date: [LoanNotesHeldMessages.startDate] });
  });
});

describe('GET /api/ipm/loan-notes-held/', () => {
  it('shows interest so far as of today: quarters paid on the 12-month note, months capitalised on the at-call one', async () => {
    const { account, bundle } = await appliedAccount();
    await submitAndActivate(account, bundle);
    const start = monthsAgo(7);
    expect((await issue({ account: account.id, start_date: start })).statusCode).toBe(201);

    const res = await api.get(secondary.key, heldUrl(account.id));
    expect(res.statusCode, res.body).toBe(200);
    const [paid, capitalised] = (res.json() as LoanNoteHeldList).results;
    // 12 months at 6.00% paid quarterly: 25,000.00 × 6% × 3/12 = 375.00 a quarter; 7 months in,
    // two quarters are paid (750.00), the third ends 9 months after the start.
    expect(paid).toMatchObject({
      account: { id: account.id, name: account.name },
      interest_paid_to_date: '750.00',
      interest_capitalised_to_date: '0.00',
      current_balance: '25000.00',
      next_interest_date: toIsoDate(addMonths(parseIsoDate(start)!, 9)),
      status: 'active',
    });
    // 48-hour at 4.10% capitalised monthly (rate a month 4.1%/12), half up to the cent each month:
    // 1000.00 +3.42 = 1003.42 +3.43 = 1006.85 +3.44 = 1010.29 +3.45 = 1013.74 +3.46 = 1017.20
    // +3.48 = 1020.68 +3.49 = 1024.17: 24.17 capitalised over seven months.
    expect(capitalised).toMatchObject({
      interest_paid_to_date: '0.00',
      interest_capitalised_to_date: '24.17',
      current_balance: '1024.17',
      maturity_date: null,
      is_at_call: true,
      status: 'active',
    });
  });

  it('a note past its maturity reads matured, with no next interest date', async () => {
    const { account, bundle } = await appliedAccount();
    await submitAndActivate(account, bundle);
    expect((await issue({ account: account.id, start_date: monthsAgo(13) })).statusCode).toBe(201);
    const [note] = ((await api.get(owner.key, heldUrl(account.id))).json() as LoanNoteHeldList).results;
    // Four quarters of 375.00.
    expect(note).toMatchObject({ status: 'matured', interest_paid_to_date: '1500.00', next_interest_date: null });
  });

  it('without an account: every account of the person; another investor’s account answers 404', async () => {
    const all = (await api.get(owner.key, heldUrl())).json() as LoanNoteHeldList;
    expect(all.count).toBeGreaterThanOrEqual(2);
    const accountIds = new Set(all.results.map((n) => n.account.id));
    expect((await api.get(stranger.key, heldUrl())).json().count).toBe(0);
    for (const id of accountIds) expect((await api.get(stranger.key, heldUrl(id))).statusCode).toBe(404);
    expect((await api.get(owner.key, '/api/ipm/loan-notes-held/?account=abc')).statusCode).toBe(400);
  });
});

describe('the demo', () => {
  it('the investor’s company holds a quarterly paid note and a capitalised at-call note started five months ago', async () => {
    const key = await signIn(t.app, INVESTOR);
    const notes = ((await api.get(key, heldUrl())).json() as LoanNoteHeldList).results.filter(
      (n) => n.account.name === 'Bennett Capital Pty Ltd',
    );
    expect(notes.map((n) => n.start_date)).toEqual([monthsAgo(5), monthsAgo(5)]);
    // 50,000.00 × 6% × 3/12 = 750.00: one quarter paid in five months.
    expect(notes[0]).toMatchObject({ face_value: '50000.00', interest_paid_to_date: '750.00', status: 'active' });
    // 20,000.00 at 4.10% a year capitalised monthly, half up each month: +68.33 = 20,068.33
    // +68.57 = 20,136.90 +68.80 = 20,205.70 +69.04 = 20,274.74 +69.27 = 20,344.01.
    expect(notes[1]).toMatchObject({
      face_value: '20000.00',
      interest_capitalised_to_date: '344.01',
      current_balance: '20344.01',
      is_at_call: true,
    });
  });
});

describe('npm run admin -- loan-notes ...', () => {
  it('issues an account’s notes and lists them; names the problem when issued twice', async () => {
    const { account, bundle } = await appliedAccount();
    await submitAndActivate(account, bundle);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const issued = await runAdminCli(url, ['loan-notes', 'issue', String(account.id), '--start', '2025-03-01']);
    expect(issued.stderr).toBe('');
    expect((JSON.parse(issued.stdout) as LoanNoteHeldList).results.map((n) => n.start_date)).toEqual([
      '2025-03-01',
      '2025-03-01',
    ]);
    const twice = await runAdminCli(url, ['loan-notes', 'issue', String(account.id)]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(LoanNotesHeldMessages.alreadyIssued);
    const listed = await runAdminCli(url, ['loan-notes', 'list', '--account', String(account.id)]);
    expect((JSON.parse(listed.stdout) as LoanNoteHeldList).count).toBe(2);
    const paged = await runAdminCli(url, [
      'loan-notes',
      'list',
      '--account',
      String(account.id),
      '--ordering',
      'face_value',
      '--page-size',
      '1',
      '--page',
      '2',
    ]);
    const second = JSON.parse(paged.stdout) as OperatorLoanNotePage;
    expect(second).toMatchObject({ count: 2, next: null });
    expect(second.results.map((n) => n.face_value)).toEqual(['25000.00']);
    // Started 2025-03-01 for 12 months: past its maturity now; the at-call note never matures.
    const matured = await runAdminCli(url, [
      'loan-notes',
      'list',
      '--account',
      String(account.id),
      '--status',
      'matured',
    ]);
    expect((JSON.parse(matured.stdout) as OperatorLoanNotePage).results.map((n) => n.note_type.key)).toEqual([
      '12-month',
    ]);
    const usage = await runAdminCli(url, ['loan-notes', 'issue', 'abc']);
    expect(usage.stderr).toContain('Give the account’s id');
  }, 60_000);
});
