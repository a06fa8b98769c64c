import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DashboardPeriod } from '@portal/contract';
import { users } from './users.js';

/** The dashboard filter a user last chose (spec 3 §2.2), loaded and saved on every change. */
export const dashboardFilters = pgTable('dashboard_filters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  period: text('period').$type<DashboardPeriod>().notNull(),
  accountIds: integer('account_ids').array().notNull().default([]),
  investmentOptionIds: integer('investment_option_ids').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DashboardFilterRow = typeof dashboardFilters.$inferSelect;
