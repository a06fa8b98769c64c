import type { AttachmentKind } from '@portal/contract';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountAttachments, accounts, uploadedFiles, type UploadedFileRow } from '../../db/schema/index.js';

/** An attachment with its file. */
export interface AttachedFile {
  attachmentId: number;
  createdAt: Date;
  file: UploadedFileRow;
}

const attachedFile = {
  attachmentId: accountAttachments.id,
  createdAt: accountAttachments.createdAt,
  file: uploadedFiles,
};

/** The account's live files of one kind, oldest first. */
export function listAttachedFiles(db: Database, accountId: number, kind: AttachmentKind): Promise<AttachedFile[]> {
  return db
    .select(attachedFile)
    .from(accountAttachments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, accountAttachments.fileId))
    .where(
      and(
        eq(accountAttachments.accountId, accountId),
        eq(accountAttachments.kind, kind),
        isNull(uploadedFiles.deletedAt),
      ),
    )
    .orderBy(asc(accountAttachments.createdAt), asc(accountAttachments.id));
}

/** One of the account's files of this kind by the file's id; another account's file is not found. */
export async function findAttachedFile(
  db: Database,
  accountId: number,
  kind: AttachmentKind,
  fileId: number,
): Promise<AttachedFile | undefined> {
  const [row] = await db
    .select(attachedFile)
    .from(accountAttachments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, accountAttachments.fileId))
    .where(
      and(
        eq(accountAttachments.accountId, accountId),
        eq(accountAttachments.kind, kind),
        eq(accountAttachments.fileId, fileId),
        isNull(uploadedFiles.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Holds the account's row until the transaction ends, so two uploads cannot both pass the limit. */
export async function lockAccount(db: Database, accountId: number): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export async function countAttachedFiles(db: Database, accountId: number, kind: AttachmentKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountAttachments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, accountAttachments.fileId))
    .where(
      and(
        eq(accountAttachments.accountId, accountId),
        eq(accountAttachments.kind, kind),
        isNull(uploadedFiles.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function insertAttachment(
  db: Database,
  values: { accountId: number; kind: AttachmentKind; fileId: number },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(accountAttachments)
    .values(values)
    .returning({ id: accountAttachments.id, createdAt: accountAttachments.createdAt });
  return row!;
}

export async function deleteAttachment(db: Database, attachmentId: number): Promise<void> {
  await db.delete(accountAttachments).where(eq(accountAttachments.id, attachmentId));
}

/** How many live files of each kind these accounts hold, in one query (for their unfilled parts). */
export async function attachmentCounts(
  db: Database,
  accountIds: readonly number[],
): Promise<Map<number, Record<AttachmentKind, number>>> {
  const counts = new Map<number, Record<AttachmentKind, number>>();
  if (accountIds.length === 0) return counts;
  const rows = await db
    .select({ accountId: accountAttachments.accountId, kind: accountAttachments.kind, n: count() })
    .from(accountAttachments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, accountAttachments.fileId))
    .where(and(inArray(accountAttachments.accountId, [...accountIds]), isNull(uploadedFiles.deletedAt)))
    .groupBy(accountAttachments.accountId, accountAttachments.kind);
  for (const row of rows) {
    const entry = counts.get(row.accountId) ?? { certificate: 0, deed: 0 };
    entry[row.kind] = row.n;
    counts.set(row.accountId, entry);
  }
  return counts;
}
