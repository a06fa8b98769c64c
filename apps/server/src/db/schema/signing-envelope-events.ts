import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EnvelopeEventName } from '@portal/contract';
import { signingEnvelopeSigners } from './signing-envelope-signers.js';
import { signingEnvelopes } from './signing-envelopes.js';

/**
 * The envelope's history in order (issue #21 item 2): what happened, when, by which signer, from
 * which address, with details such as the SHA-256 of each document signed. Kept for good: the
 * certificate of completion is written from it.
 */
export const signingEnvelopeEvents = pgTable(
  'signing_envelope_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    envelopeId: integer('envelope_id')
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: 'cascade' }),
    /** Null for the portal's own steps (created, completed, expired). */
    signerId: integer('signer_id').references(() => signingEnvelopeSigners.id, { onDelete: 'set null' }),
    event: text('event').$type<EnvelopeEventName>().notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signing_envelope_events_envelope_idx').on(t.envelopeId, t.at)],
);

export type SigningEnvelopeEventRow = typeof signingEnvelopeEvents.$inferSelect;
