import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { loanNoteTypes } from './loan-note-types.js';
import { tenants } from './tenants.js';

/** The loan note types a company application offers, in the order its screens list them. */
export const applicationNoteTypes = pgTable(
  'application_note_types',
  {
    tenantId: integer('application_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    noteTypeId: integer('note_type_id')
      .notNull()
      .references(() => loanNoteTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.noteTypeId] })],
);

export type ApplicationNoteTypeRow = typeof applicationNoteTypes.$inferSelect;
