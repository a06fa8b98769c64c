import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** What happened on a user's sign-in (the activity list): sign-ins, changes of e-mail, phone, password, settings. */
export const userActivities = pgTable(
  'user_activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    description: text('description').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activities_user_created_idx').on(t.userId, t.createdAt)],
);

export type UserActivityRow = typeof userActivities.$inferSelect;
