import type { InviteStatus } from '@portal/contract';
import { and, gt, isNotNull, isNull, lte, type AnyColumn, type SQL } from 'drizzle-orm';

/** The timestamps an invitation's status is read from (registration and secondary invitations alike). */
export interface InviteTimes {
  revokedAt: AnyColumn;
  completedAt: AnyColumn;
  expiresAt: AnyColumn;
}

/**
 * The invitations in `status` at `now`, as the services name it: withdrawn first, then completed,
 * then past their expiry, else open. The SQL twin of `inviteStatus`/`secondaryInviteStatus`, so a
 * queue can filter and count by status on the server.
 */
export function inviteStatusWhere(t: InviteTimes, status: InviteStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'revoked':
      return isNotNull(t.revokedAt);
    case 'completed':
      return and(isNull(t.revokedAt), isNotNull(t.completedAt));
    case 'expired':
      return and(isNull(t.revokedAt), isNull(t.completedAt), lte(t.expiresAt, now));
    case 'open':
      return and(isNull(t.revokedAt), isNull(t.completedAt), gt(t.expiresAt, now));
  }
}
