import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { users, type NewUserRow } from '../schema/index.js';
import { hashPassword } from '../../modules/auth/index.js';

export const DEMO_PASSWORD = 'Portal-Demo-2026!';

export const DEMO_PEOPLE = {
  investor: {
    email: 'investor@example.com',
    phoneNumber: '0412345678',
    firstName: 'Olivia',
    lastName: 'Bennett',
    loginTwoFactorAuthEnabled: true,
  },
  staff: {
    email: 'staff@example.com',
    phoneNumber: '0412000001',
    firstName: 'Sam',
    lastName: 'Nguyen',
    isStaff: true,
    staffRole: 'operator',
    // Staff can act for every client: they always sign in with a code (SMS to 0412 000 001).
    loginTwoFactorAuthEnabled: true,
  },
  /** Back-office staff of the other two roles (issue #23): they decide what waits, or only read. */
  manager: {
    email: 'manager@example.com',
    phoneNumber: '0412000003',
    firstName: 'Priya',
    lastName: 'Shah',
    isStaff: true,
    staffRole: 'portfolio_manager',
    loginTwoFactorAuthEnabled: true,
  },
  auditor: {
    email: 'auditor@example.com',
    phoneNumber: '0412000004',
    firstName: 'Tom',
    lastName: 'Walsh',
    isStaff: true,
    staffRole: 'auditor',
    loginTwoFactorAuthEnabled: true,
  },
  /** The demo investor's joint holder (issue #19): a bank change of theirs waits for her. */
  joint: {
    email: 'joint@example.com',
    phoneNumber: '0412000002',
    firstName: 'Alex',
    lastName: 'Morgan',
    loginTwoFactorAuthEnabled: false,
  },
} satisfies Record<string, Omit<NewUserRow, 'passwordHash'>>;

export async function seedUsers(db: Database, tenantId: number): Promise<Record<keyof typeof DEMO_PEOPLE, number>> {
  const ids = {} as Record<keyof typeof DEMO_PEOPLE, number>;
  const verified = new Date('2024-07-01T00:00:00Z');
  for (const [key, person] of Object.entries(DEMO_PEOPLE) as Array<
    [keyof typeof DEMO_PEOPLE, (typeof DEMO_PEOPLE)[keyof typeof DEMO_PEOPLE]]
  >) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${person.email}`)
      .limit(1);
    if (existing) {
      ids[key] = existing.id;
      continue;
    }
    const [row] = await db
      .insert(users)
      .values({
        ...person,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        tenantId,
        emailVerifiedAt: verified,
        phoneVerifiedAt: verified,
      })
      .returning({ id: users.id });
    ids[key] = row!.id;
  }
  return ids;
}
