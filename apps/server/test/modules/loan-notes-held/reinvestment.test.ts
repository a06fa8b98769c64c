import {
  addDays,
  addMonths,
  DEFAULT_APPLICATION_SETTINGS,
  parseIsoDate,
  reinvestmentCutoffDate,
  ReinvestmentMessages,
  toIsoDate,
  today,
  type Account,
  type LoanNoteHeld,
  type LoanNoteHeldList,
  type ReinvestmentOptions,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanNoteTypes, productBankAccounts, reinvestmentInstructions, users } from '../../../src/db/schema/index.js';
import { LOAN_NOTE_TIME_ZONE, ReinvestmentService } from '../../../src/modules/loan-notes-held/index.js';
import type { TestApp } from '../../helpers/test-app.js';
import type { TestPerson } from '../../helpers/test-people.js';
import {
  appliedAccount,
  issue,
  operator,
  submitAndActivate,
  useHeldNotesApp,
  type HeldNotesFixture,
} from './held-notes-fixture.js';

/** Reinvestment at maturity (issue #22 item 4): roll over or repay, until the cut-off. */
const f = useHeldNotesApp('reinvest');
let t: TestApp;
let api: HeldNotesFixture['api'];
let owner: TestPerson;
let secondary: TestPerson;
let stranger: TestPerson;
const typeIds = f.typeIds;
beforeAll(() => {
  ({ t, api, owner, secondary, stranger } = f);
});
const todayIso = () => toIsoDate(today(LOAN_NOTE_TIME_ZONE));
const url = (id: number) => `/api/ipm/loan-notes-held/${id}/reinvestment/`;

/**
 * An active icf account of the owner (secondary on it, without signing authority) holding a
 * 12-month note of $25,000 and a 48-hour note, issued from `startDate`.
 */
async function heldNotes(
  startDate?: string,
): Promise<{ account: Account; yearly: LoanNoteHeld; atCall: LoanNoteHeld }> {
  const { account, bundle } = await appliedAccount(f);
  await submitAndActivate(f, account, bundle);
  const issued = await issue(f, { account: account.id, start_date: startDate });
  expect(issued.statusCode, issued.body).toBe(201);
  const [yearly, atCall] = (issued.json() as LoanNoteHeldList).results;
  return { account, yearly: yearly!, atCall: atCall! };
}

function expectRefused(res: { statusCode: number; json(): unknown; body: string }, expected: object) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ field_errors: {}, non_field_errors: [], ...expected });
}

describe('reinvestment at maturity', () => {
  it('lists the cut-off 5 business days before maturity with no instruction yet; the at-call note has none', async () => {
    const { account, yearly, atCall } = await heldNotes();
    expect(yearly.reinvestment).toEqual({
      cutoff_date: reinvestmentCutoffDate(yearly.maturity_date!, 5),
      can_change: true,
      instruction: null,
    });
    expect(atCall.reinvestment).toBeNull();
    const res = await api.get(owner.key, url(yearly.id));
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json() as ReinvestmentOptions;
    expect(options.note.id).toBe(yearly.id);
    expect(options.note_types.map((n) => n.id)).toContain(typeIds.get('24-month'));
    expect(options.bank_account?.number).toMatch(/^\*+\d{3}$/);
    expect(options.can_change).toBe(true);
    expect(options.instruction).toBeNull();
    // The secondary member reads it too.
    expect((await api.get(secondary.key, url(yearly.id))).statusCode).toBe(200);
    expect(account.id).toBe(yearly.account.id);
  });

  it('records a roll-over, then a change to repayment: the newest counts and the history stays', async () => {
    const { yearly } = await heldNotes();
    const rolled = await api.post(owner.key, url(yearly.id), {
      choice: 'rollover',
      note_type: typeIds.get('24-month'),
    });
    expect(rolled.statusCode, rolled.body).toBe(201);
    const instruction = (rolled.json() as ReinvestmentOptions).instruction!;
    expect(instruction.choice).toBe('rollover');
    expect(instruction.note_type?.id).toBe(typeIds.get('24-month'));
    expect(instruction.bank_account).toBeNull();
    const [person] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(instruction.confirmed_by).toBe(`${person!.firstName} ${person!.lastName}`.trim() || person!.email);

    const repaid = await api.post(owner.key, url(yearly.id), { choice: 'repay' });
    expect(repaid.statusCode, repaid.body).toBe(201);
    const listed = (
      await api.get(owner.key, `/api/ipm/loan-notes-held/?account=${yearly.account.id}`)
    ).json() as LoanNoteHeldList;
    const now = listed.results.find((n) => n.id === yearly.id)!.reinvestment!.instruction!;
    expect(now.choice).toBe('repay');
    expect(now.note_type).toBeNull();
    expect(now.bank_account?.bsb).toMatch(/^\d{6}$/);
    const rows = await t.database.db
      .select()
      .from(reinvestmentInstructions)
      .where(eq(reinvestmentInstructions.heldNoteId, yearly.id));
    expect(rows.map((r) => r.choice)).toEqual(['rollover', 'repay']);
    // The operator's list shows it too.
    const operatorList = await t.app.inject({
      method: 'GET',
      url: `/api/operator/loan-notes/?account=${yearly.account.id}`,
      headers: operator,
    });
    const forOperator = (operatorList.json() as LoanNoteHeldList).results.find((n) => n.id === yearly.id)!;
    expect(forOperator.reinvestment?.instruction?.choice).toBe('repay');
  });

  it('refuses a roll-over without a note type, into an unknown or inactive type, on its field', async () => {
    const { yearly } = await heldNotes();
    expectRefused(await api.post(owner.key, url(yearly.id), { choice: 'rollover' }), {
      field_errors: { note_type: [ReinvestmentMessages.noteTypeRequired] },
    });
    expectRefused(await api.post(owner.key, url(yearly.id), { choice: 'rollover', note_type: 2_000_000_000 }), {
      field_errors: { note_type: [ReinvestmentMessages.noteTypeNotOffered] },
    });
    const sixMonth = typeIds.get('6-month')!;
    await t.database.db.update(loanNoteTypes).set({ active: false }).where(eq(loanNoteTypes.id, sixMonth));
    try {
      expectRefused(await api.post(owner.key, url(yearly.id), { choice: 'rollover', note_type: sixMonth }), {
        field_errors: { note_type: [ReinvestmentMessages.noteTypeNotActive] },
      });
      const options = (await api.get(owner.key, url(yearly.id))).json() as ReinvestmentOptions;
      expect(options.note_types.map((n) => n.id)).not.toContain(sixMonth);
    } finally {
      await t.database.db.update(loanNoteTypes).set({ active: true }).where(eq(loanNoteTypes.id, sixMonth));
    }
  });

  it('refuses the at-call note, and repayment when the account has no linked bank account', async () => {
    const { account, yearly, atCall } = await heldNotes();
    expectRefused(await api.post(owner.key, url(atCall.id), { choice: 'repay' }), {
      non_field_errors: [ReinvestmentMessages.atCall],
    });
    await t.database.db.delete(productBankAccounts).where(eq(productBankAccounts.accountId, account.id));
    expectRefused(await api.post(owner.key, url(yearly.id), { choice: 'repay' }), {
      non_field_errors: [ReinvestmentMessages.noBankAccount],
    });
  });

  it('after the cut-off: refused with the date it closed, and read as closed', async () => {
    // Started a year ago less two days: matures in two days, its cut-off days ago.
    const start = toIsoDate(addDays(addMonths(parseIsoDate(todayIso())!, -12), 2));
    const { yearly } = await heldNotes(start);
    const cutoff = reinvestmentCutoffDate(yearly.maturity_date!, 5);
    expect(cutoff < todayIso()).toBe(true);
    expect(yearly.reinvestment).toEqual({ cutoff_date: cutoff, can_change: false, instruction: null });
    const res = await api.post(owner.key, url(yearly.id), { choice: 'rollover', note_type: typeIds.get('12-month') });
    expectRefused(res, { non_field_errors: [ReinvestmentMessages.closed(cutoff)] });
    expect(res.json().non_field_errors[0]).toMatch(
      /^Reinvestment instructions for this note closed on \d{2} \w{3} \d{4}\.$/,
    );
  });

  it('a matured note cannot change', async () => {
    const { yearly } = await heldNotes(toIsoDate(addMonths(parseIsoDate(todayIso())!, -13)));
    expect(yearly.status).toBe('matured');
    expectRefused(await api.post(owner.key, url(yearly.id), { choice: 'repay' }), {
      non_field_errors: [ReinvestmentMessages.notActive],
    });
  });

  it('is open through the cut-off day and closed the day after (Sydney), with the setting’s business days', async () => {
    const { yearly } = await heldNotes();
    const at = (iso: string) => () => new Date(`${iso}T12:00:00+10:00`);
    const applications = {
      applicationOf: (tenantId: number | null) => t.app.tenants.get(tenantId),
      settingsFor: () => ({ ...DEFAULT_APPLICATION_SETTINGS, reinvestment_cutoff_business_days: 10 }),
    };
    const cutoff = reinvestmentCutoffDate(yearly.maturity_date!, 10);
    const onCutoff = new ReinvestmentService(t.database.db, applications, at(cutoff));
    const chosen = await onCutoff.choose(owner.id, yearly.id, { choice: 'repay' });
    expect(chosen).toMatchObject({ cutoff_date: cutoff, can_change: true, instruction: { choice: 'repay' } });
    const dayAfter = toIsoDate(addDays(parseIsoDate(cutoff)!, 1));
    const late = new ReinvestmentService(t.database.db, applications, at(dayAfter));
    await expect(late.choose(owner.id, yearly.id, { choice: 'repay' })).rejects.toMatchObject({
      nonFieldErrors: [ReinvestmentMessages.closed(cutoff)],
    });
  });

  it('another investor’s note answers 404; someone on the account without signing authority is refused', async () => {
    const { yearly } = await heldNotes();
    expect((await api.get(stranger.key, url(yearly.id))).statusCode).toBe(404);
    expect((await api.post(stranger.key, url(yearly.id), { choice: 'repay' })).statusCode).toBe(404);
    expect((await api.get(owner.key, url(2_147_483_647))).statusCode).toBe(404);
    const refused = await api.post(secondary.key, url(yearly.id), { choice: 'repay' });
    expect(refused.statusCode, refused.body).toBe(403);
    const rows = await t.database.db
      .select()
      .from(reinvestmentInstructions)
      .where(eq(reinvestmentInstructions.heldNoteId, yearly.id));
    expect(rows).toEqual([]);
  });
});
