import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loanNoteApplications } from '../../db/schema/index.js';

/**
 * Whether the account has a loan note application (its activation steps: loan_note_not_created
 * until one exists). The loan-notes module owns the rows; this one question is asked here so the
 * accounts module does not depend on that module (which depends on this one).
 */
export async function hasLoanNoteApplication(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loanNoteApplications.id })
    .from(loanNoteApplications)
    .where(eq(loanNoteApplications.accountId, accountId))
    .limit(1);
  return row !== undefined;
}
