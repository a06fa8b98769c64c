import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tenants, type TenantRow } from '../../db/schema/index.js';

export function listTenants(db: Database): Promise<TenantRow[]> {
  return db.select().from(tenants).orderBy(asc(tenants.id));
}
