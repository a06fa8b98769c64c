import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EnvelopeKind, EnvelopeStatus, SigningProviderName, SigningRequirement } from '@portal/contract';
import { accounts } from './accounts.js';

/**
 * A set of documents sent for signature (issue #21 item 2): the application at submission, or an
 * IPS change after activation. The portal keeps it whichever provider carries it.
 */
export const signingEnvelopes = pgTable(
  'signing_envelopes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EnvelopeKind>().notNull(),
    /** The application submission's or the investment policy statement's id, by `kind`. */
    subjectId: integer('subject_id'),
    /** The e-mail subject and the signing page's title. */
    title: text('title').notNull(),
    provider: text('provider').$type<SigningProviderName>().notNull(),
    providerEnvelopeId: text('provider_envelope_id'),
    status: text('status').$type<EnvelopeStatus>().notNull().default('sent'),
    /** Who was asked and how many must sign, fixed when sent (a later authority change does not move it). */
    requirement: jsonb('requirement').$type<SigningRequirement>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When it stopped otherwise: declined, expired or voided. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('signing_envelopes_account_idx').on(t.accountId)],
);

export type SigningEnvelopeRow = typeof signingEnvelopes.$inferSelect;
