import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DashboardPeriod } from '@portal/contract';
import { assetClasses } from './asset-classes.js';
import { users } from './users.js';

/** The dashboard filter a user last chose (spec 3 §2.2), loaded and saved on every change. */
export const dashboardFilters = pgTable('dashboard_filters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  period: text('period').$type<DashboardPeriod>().notNull(),
  accountIds: integer('account_ids').array().notNull().default([]),
  investmentOptionIds: integer('investment_option_ids').array().notNull().default([]),
  /** The investments card's asset-class filter (spec 3 §3 "asset"); null for every class. */
  assetClassId: integer('asset_class_id').references(() => assetClasses.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DashboardFilterRow = typeof dashboardFilters.$inferSelect;
