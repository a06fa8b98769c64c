import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Frequency, LoanNoteHeldStatus } from '@portal/contract';
import { accounts } from './accounts.js';
import { loanNoteTypes } from './loan-note-types.js';
import { loanNotes } from './loan-notes.js';

/**
 * A loan note an account holds (issue #22 item 3): issued after activation from one loan note of
 * its submitted application. The note type's term, rate and frequency are copied at issue, so a
 * later reference file changes the offer, not notes already held. Interest is never stored: it is
 * worked out from these terms (contract `loan-note-interest.ts`).
 */
export const loanNotesHeld = pgTable(
  'loan_notes_held',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The application's note it was issued from: one held note per application note at most. */
    loanNoteId: integer('loan_note_id').references(() => loanNotes.id, { onDelete: 'set null' }),
    noteTypeId: integer('note_type_id')
      .notNull()
      .references(() => loanNoteTypes.id, { onDelete: 'restrict' }),
    faceValueCents: bigint('face_value_cents', { mode: 'number' }).notNull(),
    /** Percent a year, as the note type had it at issue: '5.250'. */
    interestRate: numeric('interest_rate', { precision: 6, scale: 3 }).notNull(),
    /** Null for the at-call note (no maturity). */
    termMonths: integer('term_months'),
    interestFrequency: text('interest_frequency').$type<Frequency>().notNull(),
    isCapitalised: boolean('is_capitalised').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    maturityDate: date('maturity_date', { mode: 'string' }),
    /** Active or redeemed; matured is read from the maturity date. */
    status: text('status').$type<LoanNoteHeldStatus>().notNull().default('active'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_notes_held_loan_note_unique').on(t.loanNoteId),
    index('loan_notes_held_account_idx').on(t.accountId),
  ],
);

export type LoanNoteHeldRow = typeof loanNotesHeld.$inferSelect;
export type NewLoanNoteHeldRow = typeof loanNotesHeld.$inferInsert;

/**
 * Principal taken off a held note by a settled redemption (issue #22 item 5): the interest rule
 * (contract `loan-note-interest.ts`) lowers the principal from the end of the period it falls in.
 */
export const loanNoteRedemptions = pgTable(
  'loan_note_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    heldNoteId: integer('held_note_id')
      .notNull()
      .references(() => loanNotesHeld.id, { onDelete: 'cascade' }),
    /** The request it settles (redeem-requests module); one redemption per request. */
    redeemRequestId: integer('redeem_request_id').notNull(),
    redeemedOn: date('redeemed_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_note_redemptions_request_unique').on(t.redeemRequestId),
    index('loan_note_redemptions_note_idx').on(t.heldNoteId),
  ],
);

export type LoanNoteRedemptionRow = typeof loanNoteRedemptions.$inferSelect;
