import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { registrationInvites } from '../schema/index.js';
import { hashCode } from '../../modules/auth/secrets.js';

/**
 * One open invitation, the same on every fresh start, so a person trying the demo can walk the
 * registration from its link. Its code is printed at start (demo only; real codes are never shown
 * again after the operator's create call).
 */
export const DEMO_INVITE = {
  uuid: '5d0c6f9e-2c1b-4e8a-9b7d-3f1e2a4c6b80',
  code: '246813579024',
  email: 'new.investor@example.com',
  phoneNumber: '0400000001',
} as const;

export async function seedInvitations(db: Database, applicationId: number): Promise<void> {
  const [existing] = await db
    .select({ id: registrationInvites.id })
    .from(registrationInvites)
    .where(eq(registrationInvites.uuid, DEMO_INVITE.uuid));
  if (existing) return;
  await db.insert(registrationInvites).values({
    uuid: DEMO_INVITE.uuid,
    email: DEMO_INVITE.email,
    phoneNumber: DEMO_INVITE.phoneNumber,
    accountType: 'individual',
    productKey: 'ipm',
    applicationId,
    codeHash: hashCode(DEMO_INVITE.code),
    // Far enough ahead that the demo link keeps working for a long time.
    expiresAt: new Date('2036-01-01T00:00:00Z'),
  });
}
