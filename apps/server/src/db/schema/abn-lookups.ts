import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AbnRecord } from '../../platform/registers/business-register.js';

/**
 * The business register's answers by ABN (spec 2 §7: ABN answers are kept in the database), shared
 * by everyone: the next lookup of the number within the module's freshness window asks no register.
 * Only numbers the register holds are kept; "not found" is asked again.
 */
export const abnLookups = pgTable('abn_lookups', {
  abn: text('abn').primaryKey(),
  record: jsonb('record').$type<AbnRecord>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AbnLookupRow = typeof abnLookups.$inferSelect;
