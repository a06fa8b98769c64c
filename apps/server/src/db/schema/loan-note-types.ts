import { boolean, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InterestType, NoteTermUnit } from '@portal/contract';

/**
 * A loan note type the provider offers (spec 2 §3 Loan note type), kept by the operator's
 * reference file. `key` keeps the id stable across imports; a type that loan notes use is
 * deactivated rather than deleted when the file drops it.
 */
export const loanNoteTypes = pgTable(
  'loan_note_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    term: integer('term').notNull(),
    termUnit: text('term_unit').$type<NoteTermUnit>().notNull(),
    interestType: text('interest_type').$type<InterestType>().notNull(),
    /** Percent a year, exact: '5.250'. */
    interestRate: numeric('interest_rate', { precision: 6, scale: 3 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** Order in the reference file. */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loan_note_types_key_unique').on(t.key)],
);

export type LoanNoteTypeRow = typeof loanNoteTypes.$inferSelect;
export type NewLoanNoteTypeRow = typeof loanNoteTypes.$inferInsert;
