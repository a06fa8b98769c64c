import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RebalanceData, RebalanceStatus, RebalanceType } from '@portal/contract';
import { accounts } from './accounts.js';
import { users } from './users.js';

/**
 * Rebalance notices (spec 3 §2.8, §2.9), published by the provider's staff. `externalId` is the
 * publisher's own id: publishing the same report again updates this row. `data` is stored in
 * the wire shape (figures as decimal strings), already checked and completed at publishing.
 */
export const rebalanceReports = pgTable(
  'rebalance_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    externalId: text('external_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rebalanceType: text('rebalance_type').$type<RebalanceType>().notNull(),
    status: text('status').$type<RebalanceStatus>().notNull(),
    rebalanceDate: date('rebalance_date', { mode: 'string' }).notNull(),
    message: text('message').notNull().default(''),
    data: jsonb('data').$type<RebalanceData>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rebalance_reports_external_id_unique').on(t.externalId),
    index('rebalance_reports_account_date_idx').on(t.accountId, t.rebalanceDate),
  ],
);

export type RebalanceReportRow = typeof rebalanceReports.$inferSelect;

/**
 * Who has opened which report: a report without a row for a user is new to them. A report
 * that changes in substance (republished with other figures, or cancelled) loses its rows, so
 * it shows as new again.
 */
export const rebalanceReportViews = pgTable(
  'rebalance_report_views',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => rebalanceReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] }), index('rebalance_report_views_user_idx').on(t.userId)],
);

export type RebalanceReportViewRow = typeof rebalanceReportViews.$inferSelect;
