import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatPages } from '../../../src/db/schema/index.js';
import { seedDemoData } from '../../../src/db/seed/index.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let icfId: number;
beforeAll(async () => {
  t = await startTestApp();
  const apps = (await t.app.inject({ method: 'GET', url: '/api/company-applications/' })).json();
  icfId = apps.results.find((a: { product_key: string }) => a.product_key === 'icf').id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const asIcf = () => ({ 'application-id': String(icfId) });

describe('flat pages (public)', () => {
  it('lists the pages without a session, legal ones flagged', async () => {
    const res = await get('/api/flatpages/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 4,
      next: null,
      previous: null,
      results: [
        { slug: 'terms-and-conditions', title: 'Terms and conditions', is_legal: true },
        { slug: 'privacy-policy', title: 'Privacy policy', is_legal: true },
        { slug: 'financial-services-guide', title: 'Financial services guide', is_legal: true },
        { slug: 'help', title: 'Help', is_legal: false },
      ],
    });
    const legal = (await get('/api/flatpages/?is_legal=true')).json();
    expect(legal.results.map((p: { slug: string }) => p.slug)).toEqual([
      'terms-and-conditions',
      'privacy-policy',
      'financial-services-guide',
    ]);
  });

  it('answers one page with its Markdown content', async () => {
    const res = await get('/api/flatpages/privacy-policy/');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ slug: 'privacy-policy', title: 'Privacy policy', is_legal: true });
    expect(page.content).toContain('## What we collect');
    expect(page.content).toContain('Privacy Act 1988');
    expect(new Date(page.updated).toString()).not.toBe('Invalid Date');
  });

  it('answers 404 for an unknown slug or target, 400 for a malformed one', async () => {
    expect((await get('/api/flatpages/no-such-page/')).statusCode).toBe(404);
    expect((await get('/api/flatpages/no-such-page/')).json().code).toBe('not_found');
    expect((await get('/api/flatpages/refunds/alt-detail/')).statusCode).toBe(404);
    expect((await get('/api/flatpages/Bad..Slug/')).statusCode).toBe(400);
  });

  it('gives a brand its own page over the global one with the same slug', async () => {
    const ipm = (await get('/api/flatpages/terms-and-conditions/')).json();
    expect(ipm.title).toBe('Terms and conditions');
    const icf = (await get('/api/flatpages/terms-and-conditions/', asIcf())).json();
    expect(icf.title).toBe('Loan note terms and conditions');
    expect(icf.content).toContain('Harbour Loan Notes');

    // The list shows the brand's page once, in place of the global one.
    const list = (await get('/api/flatpages/', asIcf())).json();
    expect(list.count).toBe(4);
    expect(list.results[0]).toEqual({
      slug: 'terms-and-conditions',
      title: 'Loan note terms and conditions',
      is_legal: true,
    });
  });

  it('resolves a target to the brand’s page, else the global one (alt-detail)', async () => {
    expect((await get('/api/flatpages/terms/alt-detail/')).json().title).toBe('Terms and conditions');
    expect((await get('/api/flatpages/terms/alt-detail/', asIcf())).json().title).toBe(
      'Loan note terms and conditions',
    );
    const privacy = (await get('/api/flatpages/privacy/alt-detail/', asIcf())).json();
    expect(privacy).toMatchObject({ slug: 'privacy-policy', title: 'Privacy policy' });
  });

  it('never shows one brand’s page to another', async () => {
    await t.app.db.insert(flatPages).values({
      slug: 'loan-note-fees',
      tenantId: icfId,
      title: 'Loan note fees',
      content: 'Fees.',
      isLegal: true,
    });
    expect((await get('/api/flatpages/loan-note-fees/')).statusCode).toBe(404);
    expect((await get('/api/flatpages/loan-note-fees/', asIcf())).statusCode).toBe(200);
    const ipmSlugs = (await get('/api/flatpages/')).json().results.map((p: { slug: string }) => p.slug);
    expect(ipmSlugs).not.toContain('loan-note-fees');
  });

  it('seeds the pages once, however often the seed runs', async () => {
    const before = await t.app.db.select().from(flatPages);
    await seedDemoData(t.app.db);
    expect(await t.app.db.select().from(flatPages)).toHaveLength(before.length);
    expect(await t.app.db.select().from(flatPages).where(eq(flatPages.slug, 'help'))).toHaveLength(1);
  });
});
