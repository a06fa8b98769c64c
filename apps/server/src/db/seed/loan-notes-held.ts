import { addMonths, Frequency, maturityDateOf, toIsoDate, today } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { LOAN_NOTE_TIME_ZONE } from '../../modules/loan-notes-held/index.js';
import type { Database } from '../client.js';
import { accounts, loanNotesHeld, loanNoteTypes } from '../schema/index.js';
import { DEMO_COMPANY_CODE } from './accounts.js';

/** Months before the seed's day the demo notes started: a quarter paid, five months capitalised. */
const STARTED_MONTHS_AGO = 5;

/**
 * The demo company account (active) holds two loan notes entered directly, as the provider would
 * for notes bought before the portal (no application note behind them): $50,000 for 12 months
 * paying interest quarterly, and $20,000 at call with interest capitalised monthly. Both started
 * five months before the day the seed runs, so `/products/` has interest so far to show.
 * Idempotent: an account that holds notes already gets none.
 */
export async function seedLoanNotesHeld(db: Database): Promise<void> {
  const [company] = await db.select().from(accounts).where(eq(accounts.externalCode, DEMO_COMPANY_CODE)).limit(1);
  if (!company) return;
  const [held] = await db
    .select({ id: loanNotesHeld.id })
    .from(loanNotesHeld)
    .where(eq(loanNotesHeld.accountId, company.id))
    .limit(1);
  if (held) return;
  const types = new Map(
    (
      await db
        .select()
        .from(loanNoteTypes)
        .where(inArray(loanNoteTypes.key, ['12-month', '48-hour']))
    ).map((t) => [t.key, t]),
  );
  const yearly = types.get('12-month');
  const atCall = types.get('48-hour');
  if (!yearly || !atCall) return;
  const startDate = toIsoDate(addMonths(today(LOAN_NOTE_TIME_ZONE), -STARTED_MONTHS_AGO));
  const issuedAt = new Date(`${startDate}T00:00:00+10:00`);
  await db.insert(loanNotesHeld).values([
    {
      accountId: company.id,
      noteTypeId: yearly.id,
      faceValueCents: 5_000_000,
      interestRate: yearly.interestRate,
      termMonths: yearly.term,
      interestFrequency: Frequency.quarterly,
      isCapitalised: false,
      startDate,
      maturityDate: maturityDateOf({ startDate, termMonths: yearly.term }),
      issuedAt,
    },
    {
      accountId: company.id,
      noteTypeId: atCall.id,
      faceValueCents: 2_000_000,
      interestRate: atCall.interestRate,
      termMonths: null,
      interestFrequency: Frequency.monthly,
      isCapitalised: true,
      startDate,
      maturityDate: null,
      issuedAt,
    },
  ]);
}
