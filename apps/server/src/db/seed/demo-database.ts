import { count, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { databaseMarkers, tenants, users } from '../schema/index.js';

const DEMO_MARKER = 'demo';

/** Demo mode was started on a database it did not create: stop rather than seed it. */
export class DemoDatabaseRefusedError extends Error {
  constructor(
    public readonly people: number,
    public readonly tenants: number,
  ) {
    super(
      `Demo mode refuses this database: it holds ${people} ${people === 1 ? 'person' : 'people'} and ` +
        `${tenants} company application${tenants === 1 ? '' : 's'}, and demo mode did not create it.\n` +
        'Seeding it would add the demo people, whose password is published and one of whom is staff.\n' +
        'To serve this database, start with PORTAL_DEMO=0. For the demo, point DATA_DIR (or DATABASE_URL) at a new, empty database.',
    );
    this.name = 'DemoDatabaseRefusedError';
  }
}

/**
 * The rule that keeps demo people out of a real database. The demo seed creates people with a
 * published password, one of them staff (who can act for any client), so it seeds only:
 *
 * - a database carrying the `demo` marker: one the demo seed itself started. It may have gained
 *   people since (registered through the seeded invitations, or by the browser journeys), and
 *   restarting `npm start` on it seeds again, which adds nothing; or
 * - an empty database (no people and no tenants), which it marks before seeding,
 *   so a seed that stops half way carries on at the next start.
 *
 * Anything else (people or brands, no marker) was filled without demo mode: a real database, or
 * one about to become one, and demo mode refuses to start on it. Whether a person is "a demo
 * person" cannot decide it: people who registered through the demo are not, and their database
 * is still a demo one. Databases seeded before the marker existed were marked by the migration
 * that added it (0021_demo_database_marker).
 */
export async function claimDemoDatabase(db: Database): Promise<void> {
  const [marker] = await db
    .select({ name: databaseMarkers.name })
    .from(databaseMarkers)
    .where(eq(databaseMarkers.name, DEMO_MARKER))
    .limit(1);
  if (marker) return;
  const [people] = await db.select({ n: count() }).from(users);
  const [tenantCount] = await db.select({ n: count() }).from(tenants);
  if ((people?.n ?? 0) > 0 || (tenantCount?.n ?? 0) > 0) {
    throw new DemoDatabaseRefusedError(people?.n ?? 0, tenantCount?.n ?? 0);
  }
  await db.insert(databaseMarkers).values({ name: DEMO_MARKER }).onConflictDoNothing();
}
