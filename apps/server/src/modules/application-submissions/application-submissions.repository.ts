import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applicationSubmissions, type ApplicationSubmissionRow } from '../../db/schema/index.js';

export async function findSubmission(db: Database, accountId: number): Promise<ApplicationSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationSubmissions)
    .where(eq(applicationSubmissions.accountId, accountId))
    .limit(1);
  return row;
}

/** The submission, or undefined when the account already has one (one per account). */
export async function insertSubmission(
  db: Database,
  values: typeof applicationSubmissions.$inferInsert,
): Promise<ApplicationSubmissionRow | undefined> {
  const [row] = await db.insert(applicationSubmissions).values(values).onConflictDoNothing().returning();
  return row;
}
