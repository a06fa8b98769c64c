import { date, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PersonalDetailStatus, StoredPrimaryDocument } from '@portal/contract';
import { uploadedFiles } from './uploaded-files.js';
import { users } from './users.js';

/**
 * A person's identity details (spec 1 §3 Personal detail), one row per user, with the outcome of
 * the automatic identity check: failures are counted, and after three the person may skip and
 * leave the check to staff (status pending).
 */
export const personalDetails = pgTable(
  'personal_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: integer('title_id').notNull(),
    genderId: integer('gender_id').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    preferredName: text('preferred_name').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    suburb: text('suburb').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    streetNumber: text('street_number').notNull(),
    streetName: text('street_name').notNull(),
    addressLine1: text('address_line_1').notNull().default(''),
    /** The primary document as entered (without the file, which is `documentFileId`). */
    document: jsonb('document').$type<StoredPrimaryDocument>().notNull(),
    documentFileId: integer('document_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    status: text('status').$type<PersonalDetailStatus>().notNull(),
    failedVerificationAttempts: integer('failed_verification_attempts').notNull().default(0),
    verificationReasons: jsonb('verification_reasons').$type<string[]>().notNull().default([]),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    /** The last check could not run (the verifier was unreachable, error_1): the person may skip. */
    checkUnavailableAt: timestamp('check_unavailable_at', { withTimezone: true }),
    /** Staff's decision on details left to them (issue #23): when, and the message a rejection sent the person. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewMessage: text('review_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personal_details_user_unique').on(t.userId)],
);

export type PersonalDetailRow = typeof personalDetails.$inferSelect;
