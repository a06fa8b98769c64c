import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChangeRequestAction } from '@portal/contract';
import { bankChangeRequests } from './bank-change-requests.js';
import { users } from './users.js';

/**
 * One step of a change request's history (who did what, when): kept for good, the actor's name
 * copied so the history reads the same after a person leaves.
 */
export const bankChangeRequestEvents = pgTable(
  'bank_change_request_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => bankChangeRequests.id, { onDelete: 'cascade' }),
    action: text('action').$type<ChangeRequestAction>().notNull(),
    /** Null for the provider's side (the portfolio manager, the portal's expiry). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_change_request_events_request_idx').on(t.requestId, t.at)],
);

export type BankChangeRequestEventRow = typeof bankChangeRequestEvents.$inferSelect;
