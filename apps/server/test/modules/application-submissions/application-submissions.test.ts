import {
  ApplicationSubmissionMessages as M,
  CONSENTS_VERSION,
  ConsentKey,
  type ApplicationSubmission,
  type ApplicationSubmissionState,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  applicationSubmissions,
  investmentPolicies,
  loanNoteApplications,
} from '../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { submittableAccounts } from './submittable-accounts.js';

type Submittable = Awaited<ReturnType<typeof submittableAccounts>>;

/**
 * The application's submission from the registration summary (issue #20 item 5; spec 2 §2
 * Registration summary, §4 activation steps, §5 "all six consent checkboxes", §6).
 */
let t: TestApp;
let api: Submittable['api'];
let owner: TestPerson;
let member: TestPerson;
let stranger: TestPerson;
let completeAccount: Submittable['completeAccount'];
let applyForLoanNotes: Submittable['applyForLoanNotes'];
let applyForPortfolio: Submittable['applyForPortfolio'];

const url = (account: number) => `/api/accounts/${account}/application-submission/`;
const ALL_SIX = Object.values(ConsentKey);
const ticked = (except: ConsentKey[] = []) =>
  Object.fromEntries(ALL_SIX.map((key) => [key, !except.includes(key)])) as Record<ConsentKey, boolean>;
const body = (overrides: Record<string, unknown> = {}) => ({
  consents: ticked(),
  consents_version: CONSENTS_VERSION,
  ...overrides,
});
const submit = (account: number, payload: object = body(), key = owner.key) => api.post(key, url(account), payload);
const state = async (account: number, key = owner.key) =>
  (await api.get(key, url(account))).json() as ApplicationSubmissionState;
const steps = async (account: number) =>
  (await api.get(owner.key, `/api/accounts/${account}/activation-steps/`)).json() as {
    steps: string[];
    unfilled_fields: string[];
  };
const nonField = (res: { json(): unknown }) => (res.json() as { non_field_errors: string[] }).non_field_errors;

beforeAll(async () => {
  t = await startTestApp();
  const made = await submittableAccounts(t, 'submit');
  ({ api, owner, member, completeAccount, applyForLoanNotes, applyForPortfolio } = made);
  stranger = await createPerson(t, 'submit-stranger');
});
afterAll(() => t.close());

describe('the consents (spec 2 §5: all six ticked to submit)', () => {
  it('refuses five consents on the missing one’s field, and a wrong wording version', async () => {
    const { account, bank } = await completeAccount(['icf']);
    await applyForLoanNotes(account.id, bank);

    const five = await submit(account.id, body({ consents: ticked([ConsentKey.privacy]) }));
    expect(five.statusCode).toBe(400);
    expect(five.json()).toEqual({
      field_errors: { 'consents.privacy': [M.consentRequired] },
      non_field_errors: [],
    });
    const missingKey = { ...ticked() } as Partial<Record<ConsentKey, boolean>>;
    delete missingKey.authority;
    expect((await submit(account.id, body({ consents: missingKey }))).json().field_errors).toEqual({
      'consents.authority': [M.consentRequired],
    });

    const old = await submit(account.id, body({ consents_version: '2020-01' }));
    expect(old.statusCode).toBe(400);
    expect(old.json().field_errors).toEqual({ consents_version: [M.versionChanged] });
    expect((await state(account.id)).submission).toBeNull();
  });
});

describe('who may submit (spec 2 §6)', () => {
  it('answers 403 to a secondary member and 404 to someone not on the account; the member reads', async () => {
    const { account, bank } = await completeAccount(['icf']);
    await applyForLoanNotes(account.id, bank);

    const fromMember = await submit(account.id, body(), member.key);
    expect(fromMember.statusCode).toBe(403);
    expect(fromMember.json().detail).toBe(M.primaryOnly);
    expect((await submit(account.id, body(), stranger.key)).statusCode).toBe(404);
    expect((await api.get(stranger.key, url(account.id))).statusCode).toBe(404);
    expect(await state(account.id, member.key)).toEqual({
      submission: null,
      can_submit: false,
      refusal: M.primaryOnly,
    });
    expect(await state(account.id)).toEqual({ submission: null, can_submit: true, refusal: null });
  });
});

describe('what must be complete first', () => {
  it('refuses while details are missing', async () => {
    const account = await api.setupAccount(owner);
    await t.database.db
      .update(accounts)
      .set({ products: ['icf'] })
      .where(eq(accounts.id, account.id));
    const res = await submit(account.id);
    expect(res.statusCode).toBe(400);
    expect(nonField(res)).toEqual([M.detailsMissing]);
    expect(await state(account.id)).toMatchObject({ can_submit: false, refusal: M.detailsMissing });
  });

  it('refuses a loan note account without a loan note application', async () => {
    const { account } = await completeAccount(['icf']);
    expect(nonField(await submit(account.id))).toEqual([M.loanNoteMissing]);
  });

  it('refuses an account without a product to apply for', async () => {
    const { account } = await completeAccount(['viv']);
    expect(nonField(await submit(account.id))).toEqual([M.nothingToSubmit]);
  });

  it('refuses a portfolio account until its investment policy statement is complete', async () => {
    const { account } = await completeAccount(['ipm']);
    await applyForPortfolio(account.id);
    expect(nonField(await submit(account.id))).toEqual([M.ipsIncomplete]);
    await t.database.db.insert(investmentPolicies).values({ accountId: account.id, wizardStep: 'gearing' });
    expect(nonField(await submit(account.id))).toEqual([M.ipsIncomplete]);
  });
});

describe('submitting', () => {
  it('loan notes: records the six consents and their version, submits the loan notes, moves on to signing', async () => {
    const { account, bank } = await completeAccount(['icf']);
    await applyForLoanNotes(account.id, bank);
    expect((await steps(account.id)).steps).toEqual(['activate_account', 'finish_loan_note_application']);

    const res = await submit(account.id);
    expect(res.statusCode, res.body).toBe(201);
    const submission = res.json() as ApplicationSubmission;
    expect(submission).toMatchObject({
      account: account.id,
      submitted_by: { id: owner.id, full_name: 'Test submit-owner' },
      consents: ALL_SIX,
      consents_version: CONSENTS_VERSION,
      products: ['icf'],
    });

    const [row] = await t.database.db
      .select()
      .from(applicationSubmissions)
      .where(eq(applicationSubmissions.accountId, account.id));
    expect(row).toMatchObject({ submittedByUserId: owner.id, consents: ALL_SIX, consentsVersion: '2026-11' });
    const bundles = await t.database.db
      .select({ status: loanNoteApplications.status })
      .from(loanNoteApplications)
      .where(eq(loanNoteApplications.accountId, account.id));
    expect(bundles).toEqual([{ status: 'submitted' }]);
    expect(await steps(account.id)).toEqual({ steps: ['sign_investment_policy_statement'], unfilled_fields: [] });
    expect(await state(account.id, member.key)).toEqual({
      submission,
      can_submit: false,
      refusal: M.alreadySubmitted,
    });

    const again = await submit(account.id);
    expect(again.statusCode).toBe(400);
    expect(nonField(again)).toEqual([M.alreadySubmitted]);
    expect(
      await t.database.db.select().from(applicationSubmissions).where(eq(applicationSubmissions.accountId, account.id)),
    ).toHaveLength(1);
  });

  it('portfolio: the completed statement is sent for signature', async () => {
    const { account } = await completeAccount(['ipm']);
    await applyForPortfolio(account.id);
    const [ips] = await t.database.db
      .insert(investmentPolicies)
      .values({ accountId: account.id, wizardStep: 'done' })
      .returning();
    expect((await steps(account.id)).steps).toContain('submit_investment_policy_statement');

    const res = await submit(account.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ products: ['ipm'] });
    const [after] = await t.database.db.select().from(investmentPolicies).where(eq(investmentPolicies.id, ips!.id));
    expect(after).toMatchObject({ status: 'awaiting_signature', signRequestedByUserId: owner.id });
    expect((await steps(account.id)).steps).toEqual(['sign_investment_policy_statement']);
  });
});
