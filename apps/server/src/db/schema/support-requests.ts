import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** A contact-support request (spec 1 §7 POST /contact-us/), kept and e-mailed to the tenant's support address. */
export const supportRequests = pgTable('support_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Null when sent signed out (contact support has no guard). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  tenantId: integer('application_id').references(() => tenants.id),
  email: text('email').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SupportRequestRow = typeof supportRequests.$inferSelect;
