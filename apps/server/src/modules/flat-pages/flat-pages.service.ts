import {
  FLAT_PAGE_SLUG_BY_TARGET,
  FlatPageTarget as Target,
  Messages,
  type FlatPage,
  type FlatPageSummary,
  type FlatPageTarget,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { FlatPageRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findPagesBySlug, listPagesFor } from './flat-pages.repository.js';

const PAGE_NOT_FOUND = 'There is no such page.';

/**
 * Flat pages of one brand: for each slug the brand's own page when it has one, else the global
 * page. Another brand's pages are never visible.
 */
export class FlatPagesService {
  constructor(private readonly db: Database) {}

  async list(tenantId: number | null, onlyLegal?: boolean): Promise<FlatPageSummary[]> {
    const rows = preferOwn(await listPagesFor(this.db, tenantId));
    return rows
      .filter((row) => onlyLegal === undefined || row.isLegal === onlyLegal)
      .map((row) => ({ slug: row.slug, title: row.title, is_legal: row.isLegal }));
  }

  async detail(tenantId: number | null, slug: string): Promise<FlatPage> {
    const [row] = preferOwn(await findPagesBySlug(this.db, slug, tenantId));
    if (!row) throw notFound(PAGE_NOT_FOUND);
    return toFlatPage(row);
  }

  /** The page a target stands for ('terms', 'privacy', ...), the brand's own first. */
  async detailForTarget(tenantId: number | null, target: string): Promise<FlatPage> {
    if (!isTarget(target)) throw notFound(PAGE_NOT_FOUND);
    return this.detail(tenantId, FLAT_PAGE_SLUG_BY_TARGET[target]);
  }

  /**
   * Before someone accepts "the terms and conditions and the privacy policy" of an application
   * (an invitation's terms step): both must exist for it, else there is nothing to accept (spec 2
   * §8 'Agreement for this application is not found').
   */
  async requireAgreement(tenantId: number): Promise<void> {
    for (const target of [Target.terms, Target.privacy]) {
      const found = await findPagesBySlug(this.db, FLAT_PAGE_SLUG_BY_TARGET[target], tenantId);
      if (found.length === 0) throw FieldValidationError.nonField(Messages.agreementNotFound);
    }
  }
}

function isTarget(value: string): value is FlatPageTarget {
  return Object.hasOwn(FLAT_PAGE_SLUG_BY_TARGET, value);
}

/** One row per slug, the brand's own (tenant set) over the global one, order kept. */
function preferOwn(rows: FlatPageRow[]): FlatPageRow[] {
  const bySlug = new Map<string, FlatPageRow>();
  for (const row of rows) {
    const seen = bySlug.get(row.slug);
    if (!seen || (seen.tenantId === null && row.tenantId !== null)) bySlug.set(row.slug, row);
  }
  return rows.filter((row) => bySlug.get(row.slug) === row);
}

function toFlatPage(row: FlatPageRow): FlatPage {
  return {
    slug: row.slug,
    title: row.title,
    content: row.content,
    is_legal: row.isLegal,
    updated: row.updatedAt.toISOString(),
  };
}
