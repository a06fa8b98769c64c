import { PREFERRED_COUNTRY_ORDER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

type Named = { code: string; name: string };
type Titled = { id: number; name: string };

describe('countries', () => {
  it('lists ISO countries without a session, AU NZ GB US first and then by name', async () => {
    const res = await get('/api/utils/countries/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ next: null, previous: null });
    expect(body.count).toBeGreaterThan(240);
    expect(body.results).toHaveLength(body.count);
    const codes = body.results.map((c: Named) => c.code);
    expect(codes.slice(0, 4)).toEqual([...PREFERRED_COUNTRY_ORDER]);
    expect(body.results[0]).toEqual({ code: 'AU', name: 'Australia' });
    const rest = body.results.slice(4).map((c: Named) => c.name);
    expect(rest).toEqual([...rest].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(rest[0]).toBe('Afghanistan');
    expect(codes).not.toContain(undefined);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('narrows by name or code with search, keeping the preferred order', async () => {
    const united = (await get('/api/utils/countries/?search=united')).json();
    expect(united.results.map((c: Named) => c.code)).toEqual(['GB', 'US', 'AE']);
    const nz = (await get('/api/utils/countries/?search=NZ')).json();
    expect(nz.results.map((c: Named) => c.code)).toEqual(['NZ', 'TZ']);
    expect((await get('/api/utils/countries/?search=gb')).json().results).toEqual([
      { code: 'GB', name: 'United Kingdom' },
    ]);
  });

  it('pages when asked, with links to the neighbouring pages', async () => {
    const res = (await get('/api/utils/countries/?page=2&page_size=4')).json();
    expect(res.results).toHaveLength(4);
    expect(res.previous).toBe('/api/utils/countries/?page=1&page_size=4');
    expect(res.next).toBe('/api/utils/countries/?page=3&page_size=4');
  });

  it('answers 400 on the field for a search over 40 characters or a page size over 500', async () => {
    const long = await get(`/api/utils/countries/?search=${'a'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().field_errors.search).toEqual(['This field cannot contain more than 40 symbols']);
    const big = await get('/api/utils/countries/?page_size=501');
    expect(big.statusCode).toBe(400);
    expect(Object.keys(big.json().field_errors)).toEqual(['page_size']);
  });
});

describe('languages', () => {
  it('lists ISO 639-1 languages, English first, then by name', async () => {
    const body = (await get('/api/utils/languages/')).json();
    expect(body.count).toBeGreaterThan(150);
    expect(body.results[0]).toEqual({ code: 'en', name: 'English' });
    const rest = body.results.slice(1).map((l: Named) => l.name);
    expect(rest).toEqual([...rest].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(body.results.every((l: Named) => /^[a-z]{2}$/.test(l.code))).toBe(true);
  });
});

const STATES = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
];

describe('Australian states and regions', () => {
  it('lists the eight states and territories', async () => {
    const body = (await get('/api/utils/au-states/')).json();
    expect(body).toEqual({ count: 8, next: null, previous: null, results: STATES });
  });

  it('maps each state code to its name', async () => {
    const res = await get('/api/utils/regions/austate-mapping/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(Object.fromEntries(STATES.map((s) => [s.code, s.name])));
  });

  it("gives Australia's states as its regions, in a page of 500", async () => {
    const body = (await get('/api/utils/regions/?country=AU&page_size=500')).json();
    expect(body.count).toBe(8);
    expect(body.results[1]).toEqual({ code: 'NSW', name: 'New South Wales', country: 'AU' });
    expect((await get('/api/utils/regions/?country=au')).json().count).toBe(8);
  });

  it('gives an empty list for another country, whose state is typed as text', async () => {
    expect((await get('/api/utils/regions/?country=NZ')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('answers 400 on country when it is missing, malformed or unknown', async () => {
    for (const [query, message] of [
      ['', 'This field is required'],
      ['?country=AUS', 'The format is not valid'],
      ['?country=ZZ', 'Select a valid choice'],
    ] as const) {
      const res = await get(`/api/utils/regions/${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field_errors, query).toEqual({ country: [message] });
    }
  });

  it("says for each state's driver licence that the card number is required, up to 11 characters", async () => {
    const body = (await get('/api/utils/states-document-info/')).json();
    expect(body.count).toBe(8);
    expect(body.results.map((i: { state: string }) => i.state)).toEqual(STATES.map((s) => s.code));
    expect(body.results.find((i: { state: string }) => i.state === 'VIC')).toEqual({
      state: 'VIC',
      name: 'Victoria',
      card_number_required: true,
      card_number_max_length: 11,
      licence_number_max_length: 11,
    });
  });
});

describe('genders and name titles', () => {
  it('lists the genders with stable ids', async () => {
    expect((await get('/api/profiles/genders/')).json().results).toEqual([
      { id: 1, name: 'Female' },
      { id: 2, name: 'Male' },
      { id: 3, name: 'Other/Non-binary' },
    ]);
  });

  const titles = async (query: string) =>
    (await get(`/api/profiles/name-titles/${query}`)).json().results.map((t: Titled) => t.name);

  it('offers the titles of each gender', async () => {
    expect(await titles('?gender=1')).toEqual(['Mrs', 'Ms', 'Miss', 'Dr', 'Prof']);
    expect(await titles('?gender=2')).toEqual(['Mr', 'Dr', 'Prof']);
    expect(await titles('?gender=3')).toEqual(['Mx', 'Dr', 'Prof']);
  });

  it('offers every title without a gender', async () => {
    expect(await titles('')).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof']);
    expect(await titles('?gender=')).toHaveLength(7);
    const body = (await get('/api/profiles/name-titles/')).json();
    expect(body.results[0]).toEqual({ id: 1, name: 'Mr' });
  });

  it('answers 400 on gender for an unknown or malformed id', async () => {
    for (const gender of ['9', 'male', '1.5']) {
      const res = await get(`/api/profiles/name-titles/?gender=${gender}`);
      expect(res.statusCode, gender).toBe(400);
      expect(Object.keys(res.json().field_errors), gender).toEqual(['gender']);
    }
  });
});

describe('secondary document types', () => {
  it('lists Medicare card, passport and driver licence with labels', async () => {
    expect((await get('/api/profiles/available-secondary-document-types/')).json().results).toEqual([
      { document_type: 'medicare_card', label: 'Medicare card' },
      { document_type: 'passport', label: 'Passport' },
      { document_type: 'driver_licence', label: 'Driver licence' },
    ]);
  });

  it('keeps only the types named in available_types', async () => {
    const body = (
      await get('/api/profiles/available-secondary-document-types/?available_types=driver_licence,medicare_card')
    ).json();
    expect(body.results.map((t: { document_type: string }) => t.document_type)).toEqual([
      'medicare_card',
      'driver_licence',
    ]);
  });

  it('answers 400 on available_types for an unknown type', async () => {
    const res = await get('/api/profiles/available-secondary-document-types/?available_types=passport,visa');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)[0]).toMatch(/^available_types/);
  });
});

describe('address search', () => {
  const search = (query: string) => get(`/api/profiles/address-search/?query=${encodeURIComponent(query)}`);

  it('suggests addresses split into the personal-detail fields', async () => {
    const res = await search('brunswick street fitzroy');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r).toMatchObject({ street_name: 'Brunswick Street', suburb: 'Fitzroy', state: 'VIC', post_code: '3065' });
      expect(r.country).toBe('AU');
      expect(r.label).toBe(`${r.street_number} Brunswick Street, Fitzroy VIC 3065`);
    }
  });

  it('gives at most 10 suggestions', async () => {
    expect((await search('street')).json().results).toHaveLength(10);
  });

  it('needs more than 2 characters and at most 100', async () => {
    for (const query of ['', 'ab', '  ab  ', 'x'.repeat(101)]) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().field_errors)).toEqual(['query']);
    }
    expect((await search('ab')).json().field_errors.query).toEqual(['This field must contain at least 3 symbols']);
    expect((await search('abc')).statusCode).toBe(200);
  });

  it('answers 400 on query when it is missing', async () => {
    const res = await get('/api/profiles/address-search/');
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ query: ['This field is required'] });
  });
});

describe('OpenAPI', () => {
  it('describes every lookup route', async () => {
    const res = await get('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/utils/countries/',
      '/api/utils/languages/',
      '/api/utils/au-states/',
      '/api/utils/regions/',
      '/api/utils/regions/austate-mapping/',
      '/api/utils/states-document-info/',
      '/api/profiles/genders/',
      '/api/profiles/name-titles/',
      '/api/profiles/available-secondary-document-types/',
      '/api/profiles/address-search/',
    ])
      expect(paths).toContain(path);
  });
});
