import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A private portfolio manager (spec 3 §3 Advisor) as the provider's staff enter them
 * (`npm run admin -- advisors add`). The photo's bytes live in the file storage under a random
 * key and are served only to the advisor's clients.
 */
export const advisors = pgTable('advisors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  role: text('role').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  /** One line, as a maps search would take it. */
  address: text('address'),
  photoStorageKey: text('photo_storage_key'),
  photoContentType: text('photo_content_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AdvisorRow = typeof advisors.$inferSelect;
export type NewAdvisorRow = typeof advisors.$inferInsert;
