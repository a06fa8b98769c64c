import { LoanNoteApplicationStatus } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loanNoteApplications } from '../../db/schema/index.js';

/**
 * The application's submission (registration summary) submits the account's loan note
 * applications: drafts become submitted, after which they can no longer be changed. Called
 * inside the submission's transaction; this module owns the rows.
 */
export async function submitLoanNoteApplications(db: Database, accountId: number, at: Date): Promise<number> {
  const rows = await db
    .update(loanNoteApplications)
    .set({ status: LoanNoteApplicationStatus.submitted, updatedAt: at })
    .where(
      and(
        eq(loanNoteApplications.accountId, accountId),
        eq(loanNoteApplications.status, LoanNoteApplicationStatus.draft),
      ),
    )
    .returning({ id: loanNoteApplications.id });
  return rows.length;
}
