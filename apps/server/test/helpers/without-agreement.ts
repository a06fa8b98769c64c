import { FLAT_PAGE_SLUG_BY_TARGET } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { flatPages } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/**
 * Runs `body` while no application has a privacy policy (every page of that slug renamed), then
 * puts the pages back: the case of an application whose agreement is missing.
 */
export async function withoutPrivacyPolicy<T>(t: TestApp, body: () => Promise<T>): Promise<T> {
  const slug = FLAT_PAGE_SLUG_BY_TARGET.privacy;
  const hidden = `${slug}-hidden-by-test`;
  await t.database.db.update(flatPages).set({ slug: hidden }).where(eq(flatPages.slug, slug));
  try {
    return await body();
  } finally {
    await t.database.db.update(flatPages).set({ slug }).where(eq(flatPages.slug, hidden));
  }
}
