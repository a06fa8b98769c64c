import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdditionalDetailInput, ContactChannel, SecondaryDocumentInput } from '@portal/contract';
import { uploadedFiles } from './uploaded-files.js';
import { users } from './users.js';

/** The secondary verification document (usually Medicare), one per user, with its check's outcome. */
export const secondaryDocuments = pgTable(
  'secondary_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: jsonb('document').$type<SecondaryDocumentInput>().notNull(),
    fileId: integer('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    status: text('status').$type<'verified' | 'not_verified'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('secondary_documents_user_unique').on(t.userId)],
);

/** Postal address and preferred contact channel (spec 1 §3 Contact detail). */
export const contactDetails = pgTable(
  'contact_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ContactChannel>().notNull(),
    country: text('country').notNull(),
    addressLine1: text('address_line_1').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull().default(''),
    postCode: text('post_code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_details_user_unique').on(t.userId)],
);

/**
 * Additional details (spec 1 §3): many conditional fields, validated whole by the contract's
 * schema and kept as one document per user.
 */
export const additionalDetails = pgTable(
  'additional_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<AdditionalDetailInput>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('additional_details_user_unique').on(t.userId)],
);
