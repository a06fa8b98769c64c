import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PreferredTime } from '@portal/contract';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** A request for a quarterly review meeting (spec 3 §2.7 booking form), kept and e-mailed to the booking team. */
export const meetingBookings = pgTable(
  'meeting_bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The client the meeting is for. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who pressed Book: the client, or staff acting for them. */
    sentById: integer('sent_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('application_id').references(() => tenants.id),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    /** Null: no preference. */
    preferredTime: text('preferred_time').$type<PreferredTime>(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_bookings_user_idx').on(t.userId, t.createdAt)],
);

export type MeetingBookingRow = typeof meetingBookings.$inferSelect;
