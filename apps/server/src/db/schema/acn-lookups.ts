import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AcnRecord } from '../../platform/registers/business-register.js';
import { sessions } from './sessions.js';

/**
 * The registers' answers by ACN, per session (spec 2 §7: ACN lookups are cached per session): the
 * form's Validate and the account's creation in one sitting see the same company and officeholders,
 * and a paid company extract is bought once. Gone with the session row; rows older than a day are
 * cleared as new ones arrive.
 */
export const acnLookups = pgTable(
  'acn_lookups',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    acn: text('acn').notNull(),
    record: jsonb('record').$type<AcnRecord>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.acn] }), index('acn_lookups_fetched_idx').on(t.fetchedAt)],
);

export type AcnLookupRow = typeof acnLookups.$inferSelect;
