import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about the database itself, one row each. `demo` is written by the demo seed when it
 * takes an empty database (or adopts one it seeded before the marker existed): only a database
 * carrying it may be seeded again, so demo people with a published password and staff powers
 * never land in a database of real people (see db/seed/demo-database.ts).
 */
export const databaseMarkers = pgTable('database_markers', {
  name: text('name').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
