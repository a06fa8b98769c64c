import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { flatPages, type FlatPageRow } from '../../db/schema/index.js';

/** The brand's own pages and the global ones (both may hold the same slug), in display order. */
export function listPagesFor(db: Database, tenantId: number | null): Promise<FlatPageRow[]> {
  return db
    .select()
    .from(flatPages)
    .where(
      tenantId === null ? isNull(flatPages.tenantId) : or(eq(flatPages.tenantId, tenantId), isNull(flatPages.tenantId)),
    )
    .orderBy(asc(flatPages.position), asc(flatPages.title), asc(flatPages.id));
}

/** The pages with this slug the brand may see: its own and the global one. */
export function findPagesBySlug(db: Database, slug: string, tenantId: number | null): Promise<FlatPageRow[]> {
  return db
    .select()
    .from(flatPages)
    .where(
      and(
        eq(flatPages.slug, slug),
        tenantId === null
          ? isNull(flatPages.tenantId)
          : or(eq(flatPages.tenantId, tenantId), isNull(flatPages.tenantId)),
      ),
    );
}
