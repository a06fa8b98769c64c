import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

/** Every staff user, by e-mail address. */
export function listStaffUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.isStaff, true)).orderBy(asc(users.email));
}
