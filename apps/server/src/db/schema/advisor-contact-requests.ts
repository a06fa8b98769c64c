import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** A message a client sent their advisor (spec 3 §2.7 contact form), kept and e-mailed to the advisor. */
export const advisorContactRequests = pgTable(
  'advisor_contact_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    /** The client the message is from. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who pressed Submit: the client, or staff acting for them. */
    sentById: integer('sent_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('application_id').references(() => tenants.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advisor_contact_requests_user_idx').on(t.userId, t.createdAt)],
);

export type AdvisorContactRequestRow = typeof advisorContactRequests.$inferSelect;
