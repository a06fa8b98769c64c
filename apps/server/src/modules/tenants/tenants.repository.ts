import { asc, eq } from 'drizzle-orm';
import type { ApplicationConfiguration } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { tenants, type TenantRow } from '../../db/schema/index.js';

export function listTenants(db: Database): Promise<TenantRow[]> {
  return db.select().from(tenants).orderBy(asc(tenants.id));
}

export async function findTenant(db: Database, id: number): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row;
}

/** Locks the tenant's row for the rest of the transaction (two operators saving at once take turns). */
export async function findTenantForUpdate(db: Database, id: number): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).for('update').limit(1);
  return row;
}

/** `monitoringScriptUrl` undefined keeps the stored one. */
export async function updateTenantConfiguration(
  db: Database,
  id: number,
  configuration: ApplicationConfiguration,
  monitoringScriptUrl?: string | null,
): Promise<TenantRow> {
  const [row] = await db
    .update(tenants)
    .set({
      configuration,
      ...(monitoringScriptUrl === undefined ? {} : { monitoringScriptUrl }),
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, id))
    .returning();
  return row!;
}
