import { bigint, boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { loanNoteApplications } from './loan-note-applications.js';
import { loanNoteTypes } from './loan-note-types.js';

/** One loan note of an application (spec 2 §3 Loan note): a note type, its face value in cents, interest capitalised or paid. */
export const loanNotes = pgTable(
  'loan_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => loanNoteApplications.id, { onDelete: 'cascade' }),
    noteTypeId: integer('note_type_id')
      .notNull()
      .references(() => loanNoteTypes.id, { onDelete: 'restrict' }),
    faceValueCents: bigint('face_value_cents', { mode: 'number' }).notNull(),
    interestCapitalisation: boolean('interest_capitalisation').notNull(),
    /** Made by the provider (a reinvestment), not chosen by the investor. */
    isAutomaticallyCreated: boolean('is_automatically_created').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('loan_notes_application_idx').on(t.applicationId)],
);

export type LoanNoteRow = typeof loanNotes.$inferSelect;
