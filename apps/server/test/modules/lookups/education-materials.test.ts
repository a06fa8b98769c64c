import { Messages, type EducationCategory, type EducationMaterial } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, INVESTOR, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await startTestApp();
  key = await signIn(t.app, INVESTOR);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = bearer(key)) =>
  t.app.inject({ method: 'GET', url, headers });

const TAX = {
  id: 3,
  name: 'Tax',
  description: 'What the ATO expects from investors at tax time.',
  materials_count: 1,
};

describe('educational material categories', () => {
  it('lists the categories with how many materials each holds', async () => {
    const res = await get('/api/categories/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 4, next: null, previous: null });
    expect(body.results.map((c: EducationCategory) => c.name)).toEqual([
      'Getting started',
      'Managing risk',
      'Tax',
      'Advice and protection',
    ]);
    expect(body.results[2]).toEqual(TAX);
    const materials = (await get('/api/materials/')).json().results as EducationMaterial[];
    for (const category of body.results as EducationCategory[])
      expect(category.materials_count, category.name).toBe(materials.filter((m) => m.category === category.id).length);
  });

  it('answers one category by id, 404 for an id no category has, 400 for one that is not an id', async () => {
    expect((await get('/api/categories/3/')).json()).toEqual(TAX);
    const missing = await get('/api/categories/99/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    const malformed = await get('/api/categories/tax/');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().field_errors)).toEqual(['id']);
  });
});

describe('educational materials', () => {
  it('lists every material as an https link in a category that exists, ids unique', async () => {
    const body = (await get('/api/materials/')).json();
    expect(body.count).toBe(9);
    const materials = body.results as EducationMaterial[];
    const categories = new Set(
      ((await get('/api/categories/')).json().results as EducationCategory[]).map((c) => c.id),
    );
    for (const material of materials) {
      expect(new URL(material.url).protocol, material.title).toBe('https:');
      expect(categories.has(material.category), material.title).toBe(true);
      expect(material.description.length, material.title).toBeGreaterThan(0);
    }
    expect(new Set(materials.map((m) => m.id)).size).toBe(materials.length);
  });

  it('narrows to one category', async () => {
    expect((await get('/api/materials/?category=3')).json().results).toEqual([
      {
        id: 5,
        category: 3,
        title: 'Personal investors guide to capital gains tax',
        description: "The ATO's guide to capital gains and losses on shares, units and managed fund distributions.",
        url: 'https://www.ato.gov.au/forms-and-instructions/capital-gains-tax-personal-investors-guide-2025/about-the-personal-investors-guide-to-capital-gains-tax',
      },
    ]);
  });

  it('answers 400 on category for a category that does not exist or is not an id', async () => {
    const missing = await get('/api/materials/?category=99');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toEqual({ category: ['Select a valid choice'] });
    const malformed = await get('/api/materials/?category=tax');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field_errors).toEqual({ category: [Messages.enterNumber] });
  });

  it('answers one material by id, 404 for an id no material has', async () => {
    expect((await get('/api/materials/8/')).json()).toMatchObject({
      id: 8,
      category: 4,
      title: 'Scamwatch',
      url: 'https://www.scamwatch.gov.au/',
    });
    const missing = await get('/api/materials/999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('needs a session', async () => {
    for (const url of ['/api/categories/', '/api/categories/1/', '/api/materials/', '/api/materials/1/'])
      expect((await get(url, {})).statusCode, url).toBe(401);
  });
});
