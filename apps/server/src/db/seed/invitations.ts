import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { registrationInvites, secondaryInvites } from '../schema/index.js';
import { hashCode, sha256 } from '../../platform/secrets.js';

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

export async function seedInvitations(db: Database, tenantId: number): Promise<void> {
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
    tenantId,
    codeHash: hashCode(DEMO_INVITE.code),
    // Far enough ahead that the demo link keeps working for a long time.
    expiresAt: new Date('2036-01-01T00:00:00Z'),
  });
}

/**
 * One open secondary-user invitation: the demo investor invites a joint holder. Its link carries a
 * fixed token so it can be printed at start (demo only; real tokens are random and shown once).
 */
export const DEMO_SECONDARY_INVITE = {
  uuid: '8a4f1c2e-7b3d-4e9a-8c5f-1d2e3f4a5b6c',
  token: 'demo-joint-holder-invitation-token-00000001',
  email: 'joint.holder@example.com',
  phoneNumber: '0400000002',
} as const;

export async function seedSecondaryInvitations(db: Database, tenantId: number, primaryUserId: number): Promise<void> {
  const [existing] = await db
    .select({ id: secondaryInvites.id })
    .from(secondaryInvites)
    .where(eq(secondaryInvites.uuid, DEMO_SECONDARY_INVITE.uuid));
  if (existing) return;
  await db.insert(secondaryInvites).values({
    uuid: DEMO_SECONDARY_INVITE.uuid,
    tokenHash: sha256(DEMO_SECONDARY_INVITE.token),
    email: DEMO_SECONDARY_INVITE.email,
    phoneNumber: DEMO_SECONDARY_INVITE.phoneNumber,
    firstName: 'Jordan',
    lastName: 'Holder',
    role: 'member',
    accountType: 'joint',
    accountName: 'Demo Joint Account',
    productKey: 'ipm',
    tenantId,
    primaryUserId,
    expiresAt: new Date('2036-01-01T00:00:00Z'),
  });
}
