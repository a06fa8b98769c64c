import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReinvestmentChoice } from '@portal/contract';
import { bankAccounts } from './bank-accounts.js';
import { loanNotesHeld } from './loan-notes-held.js';
import { loanNoteTypes } from './loan-note-types.js';
import { users } from './users.js';

/**
 * What a held note's money does at maturity (issue #22 item 4), as confirmed by someone with
 * signing authority on the account. History is kept: each confirmation adds a row and the newest
 * counts. No row: repaid to the linked bank account.
 */
export const reinvestmentInstructions = pgTable(
  'reinvestment_instructions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    heldNoteId: integer('held_note_id')
      .notNull()
      .references(() => loanNotesHeld.id, { onDelete: 'cascade' }),
    choice: text('choice').$type<ReinvestmentChoice>().notNull(),
    /** Rollover: the type it rolls into. */
    noteTypeId: integer('note_type_id').references(() => loanNoteTypes.id, { onDelete: 'restrict' }),
    /** Repay: the linked bank account at the time of confirming. */
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    confirmedByUserId: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reinvestment_instructions_note_idx').on(t.heldNoteId, t.id)],
);

export type ReinvestmentInstructionRow = typeof reinvestmentInstructions.$inferSelect;
export type NewReinvestmentInstructionRow = typeof reinvestmentInstructions.$inferInsert;
