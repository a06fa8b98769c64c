import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConsentKey } from '@portal/contract';
import { accounts } from './accounts.js';
import { users } from './users.js';

/**
 * An account's application as submitted from the registration summary (spec 2 §2 Registration
 * summary, §5 "all six consent checkboxes"; issue #20 item 5), one per account. It records who
 * submitted it and when, the consents ticked (their keys) and the version of their wording, so
 * what was agreed to can be shown word for word later, and the products it applied for.
 */
export const applicationSubmissions = pgTable(
  'application_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Kept when the person later leaves: the record of who agreed stays (restrict, not cascade). */
    submittedByUserId: integer('submitted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    consents: text('consents').array().$type<ConsentKey[]>().notNull(),
    consentsVersion: text('consents_version').notNull(),
    /** Product keys applied for: icf, ipm. */
    products: text('products').array().notNull(),
  },
  (t) => [uniqueIndex('application_submissions_account_unique').on(t.accountId)],
);

export type ApplicationSubmissionRow = typeof applicationSubmissions.$inferSelect;
