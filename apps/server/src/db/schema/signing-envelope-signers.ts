import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SignerStatus } from '@portal/contract';
import { signingEnvelopes } from './signing-envelopes.js';
import { users } from './users.js';

/**
 * A person asked to sign an envelope. Their link's token is kept only as its SHA-256 (a copy of
 * the database opens nobody's signing page); a fresh link replaces the old one. Name and e-mail
 * are copied as they were sent, so the record reads the same after the person changes them.
 */
export const signingEnvelopeSigners = pgTable(
  'signing_envelope_signers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    envelopeId: integer('envelope_id')
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<SignerStatus>().notNull().default('sent'),
    /** Hex SHA-256 of the link's token; null once no link is open. */
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    /** The name the signer typed to sign. */
    signedName: text('signed_name'),
    /** The address the signature (or decline) came from. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signing_envelope_signers_envelope_idx').on(t.envelopeId),
    index('signing_envelope_signers_user_idx').on(t.userId),
    uniqueIndex('signing_envelope_signers_token_unique').on(t.linkTokenHash),
  ],
);

export type SigningEnvelopeSignerRow = typeof signingEnvelopeSigners.$inferSelect;
