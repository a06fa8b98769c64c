import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { secondaryInvites } from '../../db/schema/index.js';

/** An invitation onto the account still waiting for its invitee. */
export interface PendingAccountInvite {
  id: number;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

/**
 * The account's invitations neither accepted, withdrawn nor expired, oldest first: what another
 * module (the account's open requests) asks of this one, which owns the rows.
 */
export function pendingAccountInvites(db: Database, accountId: number, now: Date): Promise<PendingAccountInvite[]> {
  return db
    .select({
      id: secondaryInvites.id,
      firstName: secondaryInvites.firstName,
      lastName: secondaryInvites.lastName,
      createdAt: secondaryInvites.createdAt,
    })
    .from(secondaryInvites)
    .where(
      and(
        eq(secondaryInvites.accountId, accountId),
        isNull(secondaryInvites.completedAt),
        isNull(secondaryInvites.revokedAt),
        gt(secondaryInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(secondaryInvites.createdAt), asc(secondaryInvites.id));
}
