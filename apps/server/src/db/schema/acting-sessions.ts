import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';
import { users } from './users.js';

/**
 * The trail of staff and advisors acting for a client (Managed-User-id): one row per session and
 * client, written by the first request made as the client. The client's activity list gets
 * a line when a row is first written.
 */
export const actingSessions = pgTable(
  'acting_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'staff' or 'advisor': what the actor was when they acted. */
    actorRole: text('actor_role').$type<'staff' | 'advisor'>().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('acting_sessions_session_client_unique').on(t.sessionId, t.clientUserId)],
);

export type ActingSessionRow = typeof actingSessions.$inferSelect;
