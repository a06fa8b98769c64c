import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { additionalDetails, contactDetails, secondaryDocuments } from '../../db/schema/index.js';

export async function findSecondaryDocument(db: Database, userId: number) {
  const [row] = await db.select().from(secondaryDocuments).where(eq(secondaryDocuments.userId, userId)).limit(1);
  return row;
}

export async function saveSecondaryDocument(db: Database, values: typeof secondaryDocuments.$inferInsert) {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(secondaryDocuments)
    .values(values)
    .onConflictDoUpdate({ target: secondaryDocuments.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function findContactDetail(db: Database, userId: number) {
  const [row] = await db.select().from(contactDetails).where(eq(contactDetails.userId, userId)).limit(1);
  return row;
}

export async function saveContactDetail(db: Database, values: typeof contactDetails.$inferInsert) {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(contactDetails)
    .values(values)
    .onConflictDoUpdate({ target: contactDetails.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function findAdditionalDetail(db: Database, userId: number) {
  const [row] = await db.select().from(additionalDetails).where(eq(additionalDetails.userId, userId)).limit(1);
  return row;
}

export async function saveAdditionalDetail(db: Database, values: typeof additionalDetails.$inferInsert) {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(additionalDetails)
    .values(values)
    .onConflictDoUpdate({ target: additionalDetails.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}
