import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/**
 * Flat pages (spec 1 §7 /flatpages/): terms, privacy policy, help and other legal text, stored as
 * Markdown. A page with a tenant belongs to that brand; one without serves every brand that
 * has no page of its own with the same slug.
 */
export const flatPages = pgTable(
  'flat_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    tenantId: integer('application_id').references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Listed on the legal page. */
    isLegal: boolean('is_legal').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flat_pages_slug_application_unique').on(t.slug, t.tenantId)],
);

export type FlatPageRow = typeof flatPages.$inferSelect;
