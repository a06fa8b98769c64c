import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder, type DatabaseHandle } from '../../src/db/client.js';
import { databaseMarkers, tenants, users } from '../../src/db/schema/index.js';
import { DEMO_PEOPLE, DEMO_REVIEW_PERSON, seedDemoData } from '../../src/db/seed/index.js';
import { DEMO_ADVISOR_LOGIN } from '../../src/db/seed/advisors.js';
import { createTestDatabase } from '../helpers/test-database.js';

// Demo mode seeds people with a published password, one of them staff. It must never do that to
// a database of real people; on its own database it seeds again at every start, however many
// people have registered through the demo since.

const open: DatabaseHandle[] = [];
async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  open.push(handle);
  return handle;
}
afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
});

// The demo people who sign in, and the one whose details wait for the identity review.
const demoEmails = [
  ...Object.values(DEMO_PEOPLE).map((p) => p.email),
  DEMO_REVIEW_PERSON.email,
  DEMO_ADVISOR_LOGIN.email,
];
async function people(db: DatabaseHandle['db']): Promise<string[]> {
  return (await db.select({ email: users.email }).from(users)).map((u) => u.email).sort();
}

describe('the demo seed and the database it seeds', () => {
  it('seeds an empty database, and seeds its own again after people registered through the demo', async () => {
    const { db } = await freshDatabase();
    await seedDemoData(db);
    expect(await people(db)).toEqual([...demoEmails].sort());
    // Someone registers through the demo (an invitation, a browser journey).
    await db.insert(users).values({ email: 'registered.through.demo@example.org', firstName: 'Reg' });
    await seedDemoData(db);
    await seedDemoData(db);
    expect(await people(db)).toEqual([...demoEmails, 'registered.through.demo@example.org'].sort());
  }, 60_000);

  it('refuses a database holding people it did not create, naming PORTAL_DEMO=0, and adds nothing', async () => {
    const { db } = await freshDatabase();
    await db.insert(users).values({ email: 'real.client@bank.example', firstName: 'Real' });
    await expect(seedDemoData(db)).rejects.toThrow(/PORTAL_DEMO=0/);
    await expect(seedDemoData(db)).rejects.toMatchObject({ name: 'DemoDatabaseRefusedError', people: 1 });
    expect(await people(db)).toEqual(['real.client@bank.example']);
    expect((await db.select({ n: count() }).from(tenants))[0]?.n).toBe(0);
    expect(await db.select().from(databaseMarkers)).toEqual([]);
  }, 60_000);

  it('refuses a database whose brands were set up before any person arrived', async () => {
    const { db } = await freshDatabase();
    await db.insert(tenants).values({
      productKey: 'ipm',
      hosts: ['portal.bank.example'],
      isDefault: true,
      configuration: {} as never,
    });
    await expect(seedDemoData(db)).rejects.toThrow(/PORTAL_DEMO=0/);
    expect(await people(db)).toEqual([]);
  }, 60_000);
});

describe('the migration that added the marker', () => {
  /** Undo the marker table and run its migration again, as on a database from before it existed. */
  async function rerunMarkerMigration(db: DatabaseHandle['db']) {
    await db.execute(sql`drop table database_markers`);
    const file = fs.readdirSync(migrationsFolder()).find((f) => f.endsWith('_demo_database_marker.sql'))!;
    for (const statement of fs
      .readFileSync(path.join(migrationsFolder(), file), 'utf8')
      .split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
  }

  it('marks a database the demo seed filled before the marker existed, so npm start keeps working on it', async () => {
    const { db } = await freshDatabase();
    await seedDemoData(db);
    await db.insert(users).values({ email: 'registered.through.demo@example.org' });
    await rerunMarkerMigration(db);
    expect((await db.select().from(databaseMarkers)).map((m) => m.name)).toEqual(['demo']);
    await seedDemoData(db);
    // The five demo people (investor, three staff, joint holder), the advisor's login, the one awaiting identity review
    // and the one who registered.
    expect(await people(db)).toHaveLength(8);
  }, 60_000);

  it('leaves any other database with people unmarked, so demo mode refuses it', async () => {
    const { db } = await freshDatabase();
    await db.insert(users).values({ email: 'real.client@bank.example' });
    // Even one that happens to have a staff@example.com who is no staff member.
    await db.insert(users).values({ email: 'staff@example.com' });
    await rerunMarkerMigration(db);
    expect(await db.select().from(databaseMarkers)).toEqual([]);
    await expect(seedDemoData(db)).rejects.toThrow(/PORTAL_DEMO=0/);
  }, 60_000);
});
