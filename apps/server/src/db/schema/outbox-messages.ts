import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type OutboxChannel = 'email' | 'sms';

/** A file that went with an e-mail (a calendar invitation), kept whole so the demo outbox can show it. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Messages the portal sent. In demo mode this is where they go (read through
 * GET /api/dev/outbox/); with real adapters it is the delivery log.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** The one-time code in the message, if any (demo convenience; never logged outside demo mode). */
    code: text('code'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    deliveredBy: text('delivered_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.createdAt)],
);
