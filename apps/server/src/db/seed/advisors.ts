import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { hashPassword } from '../../modules/auth/index.js';
import {
  accountAdvisors,
  accounts,
  advisors,
  clientServiceSettings,
  users,
  type NewAdvisorRow,
} from '../schema/index.js';
import { newSecret } from '../../platform/secrets.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { avatarPng } from './avatar-png.js';
import { DEMO_ACCOUNTS } from './portfolio-demo-feed.js';
import { DEMO_PASSWORD } from './users.js';

const OFFICE = 'Level 12, 1 Martin Place, Sydney NSW 2000';

/**
 * The first advisor's login (issue #24): Daniel Whitfield signs in with a code by SMS and acts for
 * the people on the accounts he serves (the demo investor and her joint holder).
 */
export const DEMO_ADVISOR_LOGIN = { email: 'advisor@example.com', phoneNumber: '0412000005' } as const;

/** The demo investor's two portfolio managers; both serve the SMSF, the first also the individual account. */
export const DEMO_ADVISORS = [
  {
    advisor: {
      firstName: 'Daniel',
      lastName: 'Whitfield',
      role: 'Senior Private Portfolio Manager',
      email: 'daniel.whitfield@privateportfolio.example.com',
      phoneNumber: '02 9000 1234',
      address: OFFICE,
    },
    accounts: DEMO_ACCOUNTS.map((a) => a.code),
    colours: [
      [11, 61, 92],
      [214, 226, 234],
    ],
  },
  {
    advisor: {
      firstName: 'Priya',
      lastName: 'Raman',
      role: 'Private Portfolio Manager',
      email: 'priya.raman@privateportfolio.example.com',
      phoneNumber: '02 9000 1235',
      address: OFFICE,
    },
    accounts: DEMO_ACCOUNTS.filter((a) => a.code.includes('SMSF')).map((a) => a.code),
    colours: [
      [184, 145, 74],
      [246, 238, 222],
    ],
  },
] as const satisfies ReadonlyArray<{
  advisor: NewAdvisorRow;
  accounts: string[];
  colours: readonly [readonly [number, number, number], readonly [number, number, number]];
}>;

export const DEMO_BOOKING_TEAM = {
  bookingTeamPhoneNumber: '1300 555 019',
  bookingTeamEmail: 'bookings@privateportfolio.example.com',
  bookingTeamAdditionalEmail: 'reviews@privateportfolio.example.com',
};

/**
 * Advisors with photos (drawn at seed time, stored in the file storage when one is given) on the
 * demo accounts, and the Private Portfolio booking team. Idempotent: what exists is left alone,
 * except that an advisor seeded without storage gets a photo once storage is given.
 */
export async function seedAdvisors(db: Database, tenantId: number, files: FileStorage | undefined): Promise<void> {
  for (const demo of DEMO_ADVISORS) {
    let [row] = await db
      .select()
      .from(advisors)
      .where(eq(sql`lower(${advisors.email})`, demo.advisor.email))
      .limit(1);
    row ??= (await db.insert(advisors).values(demo.advisor).returning())[0]!;
    if (files && row.photoStorageKey === null) {
      const key = newSecret();
      await files.put(key, avatarPng(96, demo.colours[0], demo.colours[1]), 'image/png');
      await db
        .update(advisors)
        .set({ photoStorageKey: key, photoContentType: 'image/png' })
        .where(and(eq(advisors.id, row.id), isNull(advisors.photoStorageKey)));
    }
    const served = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(inArray(accounts.externalCode, [...demo.accounts]));
    if (served.length)
      await db
        .insert(accountAdvisors)
        .values(served.map((a) => ({ accountId: a.id, advisorId: row.id })))
        .onConflictDoNothing();
    if (demo === DEMO_ADVISORS[0]) await seedAdvisorLogin(db, tenantId, row.id, demo.advisor);
  }
  await db
    .insert(clientServiceSettings)
    .values({ tenantId, ...DEMO_BOOKING_TEAM })
    .onConflictDoNothing();
}

async function seedAdvisorLogin(
  db: Database,
  tenantId: number,
  advisorId: number,
  advisor: { firstName: string; lastName: string },
): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADVISOR_LOGIN.email}`)
    .limit(1);
  if (existing) return;
  const verified = new Date('2024-07-01T00:00:00Z');
  await db.insert(users).values({
    ...DEMO_ADVISOR_LOGIN,
    firstName: advisor.firstName,
    lastName: advisor.lastName,
    advisorId,
    loginTwoFactorAuthEnabled: true,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    tenantId,
    emailVerifiedAt: verified,
    phoneVerifiedAt: verified,
  });
}
