import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';
import { users } from './users.js';

/**
 * In-app notifications (spec 3 §3 Notification). `status` new -> read when opened or marked;
 * `viewedAt` is when the bell's list showed it (the unseen count counts those never viewed).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('application_id').references(() => tenants.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    redirectUrl: text('redirect_url'),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    status: text('status').$type<'new' | 'read'>().notNull().default('new'),
    readAt: timestamp('read_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
