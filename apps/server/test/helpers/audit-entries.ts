import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { auditEntries, type AuditEntryRow } from '../../src/db/schema/index.js';

/**
 * The one audit entry of this route on this target. The trail is written once the answer is
 * sent, so this waits for it.
 */
export async function auditEntryOf(database: DatabaseHandle, target: string, action: string): Promise<AuditEntryRow> {
  const entries = () =>
    database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.target, target), eq(auditEntries.action, action)));
  await expect.poll(async () => (await entries()).length).toBe(1);
  return (await entries())[0]!;
}
