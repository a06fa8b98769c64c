import {
  AccountStatus,
  citySchema,
  Messages,
  toIsoDate,
  today,
  UserActivityType,
  type City,
  type Currency,
  type FinancialYear,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearsUpTo } from '../../../src/modules/lookups/financial-years.js';
import { readReferenceFile, uniqueListOf } from '../../../src/modules/lookups/reference-file.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const results = async <T>(url: string): Promise<T[]> => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().results;
};

describe('cities', () => {
  it('lists the eight capitals first, each with its state, without a session', async () => {
    const res = await get('/api/utils/cities/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ next: null, previous: null });
    expect(body.results).toHaveLength(body.count);
    expect(body.results.slice(0, 8).map((c: City) => `${c.name} ${c.state}`)).toEqual([
      'Sydney NSW',
      'Melbourne VIC',
      'Brisbane QLD',
      'Perth WA',
      'Adelaide SA',
      'Canberra ACT',
      'Hobart TAS',
      'Darwin NT',
    ]);
    expect(body.results[0]).toEqual({ id: 1, name: 'Sydney', state: 'NSW', country: 'AU' });
  });

  it('has major regional cities in every state, by name after the capitals, with unique ids', async () => {
    const cities = await results<City>('/api/utils/cities/');
    const regional = cities.slice(8).map((c) => c.name);
    expect(regional).toEqual([...regional].sort((a, b) => a.localeCompare(b, 'en')));
    expect(regional).toEqual(
      expect.arrayContaining(['Newcastle', 'Geelong', 'Gold Coast', 'Townsville', 'Launceston']),
    );
    for (const state of ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'NT'])
      expect(cities.filter((c) => c.state === state).length, state).toBeGreaterThanOrEqual(3);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
  });

  it('narrows to a state (any case) and by a part of the name', async () => {
    const queensland = await results<City>('/api/utils/cities/?state=qld');
    expect(queensland[0]).toMatchObject({ name: 'Brisbane', state: 'QLD' });
    expect(queensland.every((c) => c.state === 'QLD')).toBe(true);
    expect((await results<City>('/api/utils/cities/?search=GOLD')).map((c) => c.name)).toEqual(['Gold Coast']);
    expect((await results<City>('/api/utils/cities/?state=VIC&search=bal')).map((c) => c.name)).toEqual(['Ballarat']);
    expect(await results<City>('/api/utils/cities/?state=WA&search=hobart')).toEqual([]);
  });

  it('answers 400 on the field for an unknown state or a search over 40 characters', async () => {
    const state = await get('/api/utils/cities/?state=XYZ');
    expect(state.statusCode).toBe(400);
    expect(state.json().field_errors).toEqual({ state: [Messages.chooseFromList] });
    const search = await get(`/api/utils/cities/?search=${'a'.repeat(41)}`);
    expect(search.statusCode).toBe(400);
    expect(search.json().field_errors).toEqual({ search: ['This field cannot contain more than 40 symbols'] });
  });
});

describe('currencies', () => {
  it('lists ISO 4217 currencies, AUD first, with their decimal places', async () => {
    const currencies = await results<Currency>('/api/utils/currencies/');
    expect(currencies[0]).toEqual({ code: 'AUD', name: 'Australian dollar', minor_units: 2 });
    expect(currencies.map((c) => c.code).slice(0, 5)).toEqual(['AUD', 'NZD', 'USD', 'EUR', 'GBP']);
    expect(currencies.find((c) => c.code === 'JPY')).toEqual({ code: 'JPY', name: 'Japanese yen', minor_units: 0 });
    const codes = currencies.map((c) => c.code);
    expect(codes.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('pages when asked', async () => {
    const body = (await get('/api/utils/currencies/?page=2&page_size=5')).json();
    expect(body.results.map((c: Currency) => c.code)).not.toContain('AUD');
    expect(body.results).toHaveLength(5);
    expect(body.previous).toBe('/api/utils/currencies/?page=1&page_size=5');
  });
});

describe('financial years', () => {
  it('lists ten Australian financial years, 1 July to 30 June, the current one first', async () => {
    const years = await results<FinancialYear>('/api/utils/financial-years/');
    expect(years).toHaveLength(10);
    const todayInSydney = toIsoDate(today('Australia/Sydney'));
    expect(years[0]!.start_date <= todayInSydney && todayInSydney <= years[0]!.end_date).toBe(true);
    years.forEach((year, back) => {
      expect(year.id).toBe(years[0]!.id - back);
      expect(year).toEqual({
        id: year.id,
        name: `${year.id}–${String((year.id + 1) % 100).padStart(2, '0')}`,
        start_date: `${year.id}-07-01`,
        end_date: `${year.id + 1}-06-30`,
      });
    });
  });

  it('turns over at midnight on 1 July in Sydney', () => {
    // 30 June 2026, 23:59 in Sydney (AEST, UTC+10), then midnight.
    expect(financialYearsUpTo(new Date('2026-06-30T13:59:00Z'))[0]).toEqual({
      id: 2025,
      name: '2025–26',
      start_date: '2025-07-01',
      end_date: '2026-06-30',
    });
    const after = financialYearsUpTo(new Date('2026-06-30T14:00:00Z'));
    expect(after[0]).toMatchObject({ id: 2026, name: '2026–27', start_date: '2026-07-01', end_date: '2027-06-30' });
    expect(after.at(-1)).toMatchObject({ id: 2017, name: '2017–18' });
    expect(financialYearsUpTo(new Date('2099-12-31T00:00:00Z'))[0]!.name).toBe('2099–00');
  });
});

describe('frequencies', () => {
  it('lists weekly to yearly with stable ids', async () => {
    expect(await results('/api/utils/frequencies/')).toEqual([
      { id: 1, name: 'Weekly' },
      { id: 2, name: 'Fortnightly' },
      { id: 3, name: 'Monthly' },
      { id: 4, name: 'Quarterly' },
      { id: 5, name: 'Half-yearly' },
      { id: 6, name: 'Yearly' },
    ]);
  });

  it('gives each frequency the number of payments in a year', async () => {
    const conversions = await results<{ frequency: number; name: string; annual_multiplier: number }>(
      '/api/utils/frequency-conversions-multipliers/',
    );
    expect(conversions.map((c) => [c.frequency, c.name, c.annual_multiplier])).toEqual([
      [1, 'Weekly', 52],
      [2, 'Fortnightly', 26],
      [3, 'Monthly', 12],
      [4, 'Quarterly', 4],
      [5, 'Half-yearly', 2],
      [6, 'Yearly', 1],
    ]);
    // $500 a fortnight is $13,000 a year, which is $1,083.33 a month.
    const of = (name: string) => conversions.find((c) => c.name === name)!.annual_multiplier;
    expect(500 * of('Fortnightly')).toBe(13_000);
    expect(((500 * of('Fortnightly')) / of('Monthly')).toFixed(2)).toBe('1083.33');
  });
});

describe('account statuses', () => {
  it('lists every account status with the words and style the account screens show', async () => {
    const statuses = await results<{ code: string; name: string; style: string }>('/api/utils/statuses/');
    expect(statuses.map((s) => s.code)).toEqual(Object.values(AccountStatus));
    expect(statuses.find((s) => s.code === 'active')).toEqual({ code: 'active', name: 'Active', style: 'success' });
    expect(statuses.find((s) => s.code === 'pending')).toEqual({ code: 'pending', name: 'Pending', style: 'warning' });
  });
});

describe('profile and fact-find choice lists', () => {
  it('offers the marital, residency and relationship choices with stable ids', async () => {
    expect(await results('/api/profiles/marital-statuses/')).toEqual([
      { id: 1, name: 'Single' },
      { id: 2, name: 'Married' },
      { id: 3, name: 'De facto' },
      { id: 4, name: 'Separated' },
      { id: 5, name: 'Divorced' },
      { id: 6, name: 'Widowed' },
    ]);
    expect(await results('/api/profiles/residency-statuses/')).toEqual([
      { id: 1, name: 'Australian citizen' },
      { id: 2, name: 'Permanent resident' },
      { id: 3, name: 'New Zealand citizen (special category visa)' },
      { id: 4, name: 'Temporary visa holder' },
      { id: 5, name: 'Non-resident' },
    ]);
    expect((await results<{ name: string }>('/api/profiles/relationship-types/')).map((r) => r.name)).toEqual([
      'Spouse',
      'De facto partner',
      'Child',
      'Parent',
      'Sibling',
      'Other',
    ]);
  });

  it('offers employment types, health statuses and funeral plans', async () => {
    const employment = (await results<{ name: string }>('/api/profiles/employment-types/')).map((e) => e.name);
    expect(employment).toEqual(
      expect.arrayContaining(['Full-time', 'Part-time', 'Casual', 'Self-employed', 'Retired', 'Unemployed', 'Student']),
    );
    expect((await results<{ name: string }>('/api/profiles/health-statuses/')).map((h) => h.name)).toEqual([
      'Excellent',
      'Good',
      'Fair',
      'Poor',
    ]);
    expect((await results<{ name: string }>('/api/profiles/funeral-plans/')).map((f) => f.name)).toEqual([
      'None',
      'Prepaid funeral',
      'Funeral bond',
      'Funeral insurance',
    ]);
  });

  it('offers the repayment types of the fact find', async () => {
    expect(await results('/api/fact-find/repayment-types/')).toEqual([
      { id: 1, name: 'Principal and interest' },
      { id: 2, name: 'Interest only' },
    ]);
  });

  it('lists the kinds of entry of the activity list with the words its type column shows', async () => {
    const types = await results<{ code: string; name: string }>('/api/profiles/activity-types/');
    expect(types.map((a) => a.code)).toEqual(Object.values(UserActivityType));
    expect(types[0]).toEqual({ code: 'sign_in', name: 'Sign-in' });
  });

  it('gives every list unique positive ids', async () => {
    for (const path of [
      'employment-types',
      'health-statuses',
      'marital-statuses',
      'residency-statuses',
      'relationship-types',
      'funeral-plans',
    ]) {
      const ids = (await results<{ id: number }>(`/api/profiles/${path}/`)).map((c) => c.id);
      expect(ids.length, path).toBeGreaterThan(0);
      expect(new Set(ids).size, path).toBe(ids.length);
      expect(
        ids.every((id) => Number.isInteger(id) && id > 0),
        path,
      ).toBe(true);
    }
  });

  it('answers 400 on page_size out of range', async () => {
    for (const url of ['/api/profiles/employment-types/?page_size=0', '/api/utils/frequencies/?page_size=501']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().field_errors), url).toEqual(['page_size']);
    }
  });
});

describe('reference files', () => {
  it('refuses a file with a repeated id or a broken row, naming the file and the row', () => {
    const sydney = { id: 1, name: 'Sydney', state: 'NSW', country: 'AU' };
    const read = (rows: unknown) => () => readReferenceFile('cities.json', uniqueListOf(citySchema, 'id'), rows);
    expect(read([sydney, { ...sydney, name: 'Newcastle' }])).toThrow(
      /lookups\/data\/cities\.json[\s\S]*id repeated[\s\S]*at \[1\]\.id/,
    );
    expect(read([{ ...sydney, state: 'Sydney' }])).toThrow(/cities\.json[\s\S]*at \[0\]\.state/);
    expect(read([sydney])()).toEqual([sydney]);
  });
});

describe('OpenAPI', () => {
  it('describes every reference list route', async () => {
    const paths = Object.keys((await get('/api/docs/openapi.json')).json().paths);
    for (const path of [
      '/api/utils/cities/',
      '/api/utils/currencies/',
      '/api/utils/financial-years/',
      '/api/utils/frequencies/',
      '/api/utils/frequency-conversions-multipliers/',
      '/api/utils/statuses/',
      '/api/utils/bank/{bsb}/detail/',
      '/api/fact-find/repayment-types/',
      '/api/profiles/employment-types/',
      '/api/profiles/health-statuses/',
      '/api/profiles/marital-statuses/',
      '/api/profiles/residency-statuses/',
      '/api/profiles/relationship-types/',
      '/api/profiles/funeral-plans/',
      '/api/profiles/activity-types/',
      '/api/categories/',
      '/api/categories/{id}/',
      '/api/materials/',
      '/api/materials/{id}/',
    ])
      expect(paths).toContain(path);
  });
});
