import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RedeemRequestStatus } from '@portal/contract';
import { loanNotesHeld } from './loan-notes-held.js';
import { users } from './users.js';
import { verificationCodes } from './verification-codes.js';

/**
 * A request to redeem a loan note held, whole or part (issue #22 item 5): created waiting for its
 * six-digit code, then requested until the operator settles or rejects it. At most one open
 * request (awaiting_code or requested) per note: the partial unique index decides between two
 * requests sent at the same moment.
 */
export const redeemRequests = pgTable(
  'redeem_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    heldNoteId: integer('held_note_id')
      .notNull()
      .references(() => loanNotesHeld.id, { onDelete: 'cascade' }),
    requesterUserId: integer('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    whole: boolean('whole').notNull(),
    /** The amount asked for; for a whole redemption the balance then, replaced by the balance settled. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<RedeemRequestStatus>().notNull().default('awaiting_code'),
    /** The early redemption penalty text shown and accepted (a fixed-term note before maturity). */
    penaltyText: text('penalty_text'),
    /** The code sent for this request: only it confirms the request. */
    codeId: integer('code_id').references(() => verificationCodes.id, { onDelete: 'set null' }),
    codeChannel: text('code_channel').$type<'sms' | 'email'>().notNull(),
    codeDestination: text('code_destination').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The day (Sydney) the redemption was settled: the principal falls from this day. */
    settledOn: date('settled_on', { mode: 'string' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('redeem_requests_one_open_per_note')
      .on(t.heldNoteId)
      .where(sql`${t.status} in ('awaiting_code', 'requested')`),
    index('redeem_requests_status_idx').on(t.status),
  ],
);

export type RedeemRequestRow = typeof redeemRequests.$inferSelect;
export type NewRedeemRequestRow = typeof redeemRequests.$inferInsert;
