import { AccountStatus, EnvelopeStatus } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, applicationSubmissions, signingEnvelopes } from '../../db/schema/index.js';

/**
 * Whether the account's application has been submitted from the registration summary (its
 * activation steps then move on to signing). The application-submissions module owns the rows;
 * this one question is asked here so this module does not depend on that one (which depends on
 * this one), as with the loan note facts.
 */
export async function hasApplicationSubmission(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applicationSubmissions.id })
    .from(applicationSubmissions)
    .where(eq(applicationSubmissions.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether every required signature on the account's application envelope is in (the signing
 * module owns the rows; asked here for the same reason as above). A declined one does not count.
 */
export async function hasSignedApplication(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: signingEnvelopes.id })
    .from(signingEnvelopes)
    .where(
      and(
        eq(signingEnvelopes.accountId, accountId),
        eq(signingEnvelopes.kind, 'application'),
        eq(signingEnvelopes.status, EnvelopeStatus.completed),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The application-submissions module tells this one, inside the submission's transaction, that
 * the application was submitted: nothing was missing (the submission checks it, as the
 * investor's activate does), so an account in setup now waits for staff (awaiting_activation)
 * rather than asking for a separate activate. Any other status is left alone.
 */
export async function recordApplicationSubmitted(db: Database, accountId: number): Promise<void> {
  await db
    .update(accounts)
    .set({ status: AccountStatus.awaiting_activation })
    .where(and(eq(accounts.id, accountId), eq(accounts.status, AccountStatus.pending)));
}
