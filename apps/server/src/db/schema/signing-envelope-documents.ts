import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { signingEnvelopes } from './signing-envelopes.js';

/**
 * A PDF of an envelope, kept in the portal's file storage under a random key: the generated
 * document, and once every required signer signed, the sealed one. Each with its SHA-256, which
 * the envelope's events quote so the history says exactly what was signed.
 */
export const signingEnvelopeDocuments = pgTable(
  'signing_envelope_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    envelopeId: integer('envelope_id')
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: 'cascade' }),
    /** Shown to the signer: 'Application form.pdf'. */
    name: text('name').notNull(),
    /** What the document is: 'application_form', 'investment_policy_statement'. */
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the generated PDF. */
    sha256: text('sha256').notNull(),
    /**
     * The records the document was generated from, as they stood when it was sent (JSON): the
     * signed copy is generated again from them with its certificate of completion, so it says
     * what the signers saw even if the account changed meanwhile.
     */
    renderData: jsonb('render_data'),
    sealedStorageKey: text('sealed_storage_key'),
    sealedSizeBytes: integer('sealed_size_bytes'),
    sealedSha256: text('sealed_sha256'),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signing_envelope_documents_envelope_idx').on(t.envelopeId, t.position)],
);

export type SigningEnvelopeDocumentRow = typeof signingEnvelopeDocuments.$inferSelect;
