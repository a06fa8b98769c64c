import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploadedFiles, type UploadedFileRow } from '../../db/schema/index.js';

export async function insertUploadedFile(
  db: Database,
  values: typeof uploadedFiles.$inferInsert,
): Promise<UploadedFileRow> {
  const [row] = await db.insert(uploadedFiles).values(values).returning();
  return row!;
}

/** Only the owner's live files are found: another user's id looks exactly like a missing one. */
export async function findOwnedFile(db: Database, id: number, ownerId: number): Promise<UploadedFileRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.ownerId, ownerId), isNull(uploadedFiles.deletedAt)))
    .limit(1);
  return row;
}

export async function markFileDeleted(db: Database, id: number): Promise<void> {
  await db.update(uploadedFiles).set({ deletedAt: new Date() }).where(eq(uploadedFiles.id, id));
}
