import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { flatPages, type FlatPageRow } from '../../db/schema/index.js';

/** The brand's own pages and the global ones (both may hold the same slug), in display order. */
export function listPagesFor(db: Database, applicationId: number | null): Promise<FlatPageRow[]> {
  return db
    .select()
    .from(flatPages)
    .where(
      applicationId === null
        ? isNull(flatPages.applicationId)
        : or(eq(flatPages.applicationId, applicationId), isNull(flatPages.applicationId)),
    )
    .orderBy(asc(flatPages.position), asc(flatPages.title), asc(flatPages.id));
}

/** The pages with this slug the brand may see: its own and the global one. */
export function findPagesBySlug(db: Database, slug: string, applicationId: number | null): Promise<FlatPageRow[]> {
  return db
    .select()
    .from(flatPages)
    .where(
      and(
        eq(flatPages.slug, slug),
        applicationId === null
          ? isNull(flatPages.applicationId)
          : or(eq(flatPages.applicationId, applicationId), isNull(flatPages.applicationId)),
      ),
    );
}
