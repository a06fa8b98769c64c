import type { Database } from '../../db/client.js';
import type { TenantRow } from '../../db/schema/index.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import type { PeopleInvited, PeopleRemoved } from '../accounts/index.js';
import {
  findInviteOfAccountPerson,
  insertSecondaryInvite,
  revokeInvitesOfAccountPeople,
  updateSecondaryInvite,
} from './secondary-invites.repository.js';

/** The queue whose jobs e-mail an invitation a fresh link (secondary-invites.plugin.ts runs them). */
export const SEND_INVITE_QUEUE = 'secondary-invites.send';

/**
 * A queued invitation e-mail: the invitation, and when it was asked for. A job that finds the
 * invitation sent after that moment has been done already (jobs may run twice) and does nothing.
 */
export interface SendInvitePayload {
  invite_id: number;
  requested_at: string;
}

/**
 * People added to an account (or a pending one re-invited), in the accounts module's transaction:
 * each gets an invitation row linked to the account and the person (a new one, or their open one
 * renewed with the new expiry), and a job that e-mails it. The e-mail needs the link's token,
 * which is issued by the job itself (as `resend` does) and never stored: the row's token hash
 * here is a random placeholder no link matches. Sending in a job keeps the outside call out of
 * the transaction, and a mail server that is down only delays the e-mail.
 */
export async function recordAccountInvites(
  tx: Database,
  event: PeopleInvited,
  deps: { jobs: JobQueue; tenantOf: (tenantId: number | null) => TenantRow | undefined },
): Promise<void> {
  const tenant = deps.tenantOf(event.tenantId);
  if (!tenant) throw new Error(`No company application serves account ${event.accountId}.`);
  for (const person of event.people) {
    const open = await findInviteOfAccountPerson(tx, person.personId);
    const row =
      open && !open.completedAt
        ? await updateSecondaryInvite(tx, open.id, { revokedAt: null, expiresAt: person.expiresAt })
        : await insertSecondaryInvite(tx, {
            tokenHash: sha256(newSecret()),
            email: person.email,
            phoneNumber: person.phoneNumber,
            firstName: person.firstName,
            lastName: person.lastName,
            role: person.title,
            accountType: event.accountType,
            accountName: event.accountName,
            productKey: tenant.productKey,
            tenantId: tenant.id,
            primaryUserId: event.primaryUserId,
            accountId: event.accountId,
            accountPersonId: person.personId,
            expiresAt: person.expiresAt,
            lastSentAt: event.at,
          });
    await deps.jobs.enqueue(
      SEND_INVITE_QUEUE,
      { invite_id: row.id, requested_at: event.at.toISOString() } satisfies SendInvitePayload,
      { db: tx },
    );
  }
}

/** People taken off an account: their invitations stop working, in the same transaction. */
export function revokeAccountInvites(tx: Database, event: PeopleRemoved): Promise<void> {
  return revokeInvitesOfAccountPeople(tx, event.personIds, event.at);
}
