import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { IndustryLevel } from '@portal/contract';

/**
 * One node of the industry classification: sector, industry group, industry or sub-industry,
 * each under the one a level up. Industry restrictions of an investment policy point at nodes.
 */
export const industryClassifications = pgTable(
  'industry_classifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    level: text('level').$type<IndustryLevel>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => industryClassifications.id),
    active: boolean('active').notNull().default(true),
    /** Order among its siblings in the reference file. */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('industry_classifications_code_unique').on(t.code),
    index('industry_classifications_parent_idx').on(t.parentId),
  ],
);

export type IndustryClassificationRow = typeof industryClassifications.$inferSelect;
