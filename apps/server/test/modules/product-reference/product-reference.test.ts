import { eq, sql } from 'drizzle-orm';
import type { ReferenceFile } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import EXAMPLE from '../../../src/data/reference-data.example.json' with { type: 'json' };
import { accounts, tenants } from '../../../src/db/schema/index.js';
import { seedDemoData } from '../../../src/db/seed/index.js';
import { bearer, INVESTOR, signIn } from '../../helpers/auth-client.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let key: string;
let accountId: number;

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const example = (): ReferenceFile => structuredClone(EXAMPLE) as ReferenceFile;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(key) });
const importFile = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/operator/reference/', headers: operator, payload: payload as object });
const exported = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/operator/reference/', headers: operator })).json() as ReferenceFile;

beforeAll(async () => {
  t = await startTestApp();
  key = await signIn(t.app, INVESTOR);
  accountId = (await get('/api/accounts/')).json().results[0].id as number;
});
afterAll(() => t.close());

// Every test starts from the example file, as the demo seed loaded it.
beforeEach(async () => {
  const res = await importFile(example());
  expect(res.statusCode, res.body).toBe(200);
});

describe('GET /api/ipm/note-types/?account={id}', () => {
  it('lists the active note types of the account’s application, with the term as shown and the interest frequency', async () => {
    const res = await get(`/api/ipm/note-types/?account=${accountId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The demo accounts are the ipm application's: it offers six types, the 60-month one inactive.
    expect(body.count).toBe(5);
    expect(
      body.results.map((n: Record<string, unknown>) => [n.label, n.interest_rate, n.interest_frequency, n.is_at_call]),
    ).toEqual([
      ['48-hour at call', '4.100', 'monthly', true],
      ['6 months', '5.400', 'quarterly', false],
      ['1 year', '6.000', 'quarterly', false],
      ['2 years', '6.500', 'quarterly', false],
      ['3 years', '7.000', 'quarterly', false],
    ]);
    expect(body.results[0]).toMatchObject({
      key: '48-hour',
      term: 48,
      term_unit: 'hours',
      interest_type: 'variable',
      active: true,
    });
  });

  it('answers for the account’s own application: the loan-note brand offers a 3-month note too', async () => {
    const [icf] = await t.database.db.select().from(tenants).where(eq(tenants.productKey, 'icf'));
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    await t.database.db.update(accounts).set({ tenantId: icf!.id }).where(eq(accounts.id, accountId));
    try {
      const labels = (await get(`/api/ipm/note-types/?account=${accountId}`))
        .json()
        .results.map((n: { label: string }) => n.label);
      expect(labels).toEqual(['48-hour at call', '3 months', '6 months', '1 year', '2 years', '3 years']);
    } finally {
      await t.database.db.update(accounts).set({ tenantId: account!.tenantId }).where(eq(accounts.id, accountId));
    }
  });

  it('lists none when the account’s application no longer offers loan notes', async () => {
    const file = example();
    file.applications[0] = { application: 'ipm', products: ['ipm'], note_types: [] };
    expect((await importFile(file)).statusCode).toBe(200);
    expect((await get(`/api/ipm/note-types/?account=${accountId}`)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await get('/api/ipm/products/')).json().products).toEqual(['ipm']);
  });

  it('asks for the account on the field, and answers 404 for an account that is not the person’s', async () => {
    const missing = await get('/api/ipm/note-types/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors.account).toEqual(['Choose an account: ?account={id}.']);
    for (const typed of ['first', '0', '-3', '1.5', '99999999999']) {
      const res = await get(`/api/ipm/note-types/?account=${typed}`);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().field_errors, typed).toEqual({ account: ['Choose an account: ?account={id}.'] });
    }
    const other = await get('/api/ipm/note-types/?account=999999');
    expect(other.statusCode).toBe(404);
  });
});

describe('the other reference lists', () => {
  it('lists the products of the request’s application, chosen by the Application-Id header or the host', async () => {
    const res = await get('/api/ipm/products/');
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual(['icf', 'ipm']);
    const [icf] = await t.database.db.select().from(tenants).where(eq(tenants.productKey, 'icf'));
    const loanNotes = await t.app.inject({
      method: 'GET',
      url: '/api/ipm/products/',
      headers: { ...bearer(key), 'application-id': String(icf!.id) },
    });
    expect(loanNotes.json()).toEqual({ application: icf!.id, products: ['icf'] });
  });

  it('lists sources of funds in the file’s order, the Other one marked', async () => {
    const body = (await get('/api/ipm/sources-of-funds/')).json();
    expect(body.count).toBe(7);
    expect(body.results[0]).toMatchObject({ key: 'salary-and-savings', name: 'Salary and savings', is_other: false });
    expect(body.results.filter((s: { is_other: boolean }) => s.is_other).map((s: { name: string }) => s.name)).toEqual([
      'Other',
    ]);
  });

  it('lists accounting methods with minimise_gain as the default', async () => {
    const body = (await get('/api/ipm/accounting-methods/')).json();
    expect(body.results.map((m: { key: string }) => m.key)).toEqual([
      'minimise_gain',
      'maximise_gain',
      'first_in_first_out',
      'last_in_first_out',
    ]);
    expect(
      body.results.filter((m: { is_default: boolean }) => m.is_default).map((m: { key: string }) => m.key),
    ).toEqual(['minimise_gain']);
  });

  it('lists allocation categories with their options: colour, minimum share, custom strategies, tailored label, fees', async () => {
    const body = (await get('/api/ipm/asset-allocation-categories/')).json();
    expect(body.results.map((c: { name: string }) => c.name)).toEqual([
      'Cash',
      'Australian Equities',
      'International Equities',
      'Fixed Income',
      'Alternatives',
    ]);
    expect(body.results[0].investment_options).toEqual([
      {
        id: expect.any(Number),
        key: 'cash',
        name: 'Cash',
        color: '#8ab4c9',
        min_value: '2.00',
        is_custom_strategies_available: false,
        tailored_label: null,
        portfolio_management_fee: null,
        investment_management_fee: null,
      },
    ]);
    expect(body.results[1].investment_options[1]).toMatchObject({
      name: 'Australian Equity Direct',
      is_custom_strategies_available: true,
      tailored_label: 'Tailored Australian Equity',
      portfolio_management_fee: '0.8500',
      investment_management_fee: '0.0000',
    });
  });

  it('lists tailored labels, for the client to keep 15 minutes', async () => {
    const res = await get('/api/ipm/tailored-labels/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=900');
    const categories = (await get('/api/ipm/asset-allocation-categories/')).json();
    const direct = categories.results[1].investment_options[1];
    expect(res.json().results).toEqual([
      {
        investment_option: direct.id,
        key: 'australian-equity-direct',
        name: 'Australian Equity Direct',
        tailored_label: 'Tailored Australian Equity',
      },
    ]);
  });

  it('lists the industry classification in tree order, four levels deep, each node under its parent', async () => {
    const body = (await get('/api/ipm/industries/')).json();
    const nodes = body.results as Array<{
      id: number;
      code: string;
      name: string;
      level: string;
      parent: number | null;
      is_leaf: boolean;
    }>;
    expect(nodes.slice(0, 5).map((n) => [n.level, n.name, n.is_leaf])).toEqual([
      ['sector', 'Resources', false],
      ['industry_group', 'Energy and Fuels', false],
      ['industry', 'Oil and Gas', false],
      ['sub_industry', 'Exploration and Production', true],
      ['sub_industry', 'Refining and Fuel Marketing', true],
    ]);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const levels = ['sector', 'industry_group', 'industry', 'sub_industry'];
    for (const node of nodes) {
      const parent = node.parent === null ? undefined : byId.get(node.parent);
      expect(parent?.level ?? null, node.code).toBe(levels[levels.indexOf(node.level) - 1] ?? null);
      expect(node.is_leaf, node.code).toBe(node.level === 'sub_industry');
    }
    expect(nodes.filter((n) => n.level === 'sector')).toHaveLength(8);
    expect(nodes.filter((n) => n.is_leaf)).toHaveLength(61);
  });
});

describe('POST /api/operator/reference/', () => {
  it('re-imports the same file as unchanged, and the export imports as unchanged too', async () => {
    const again = await importFile(example());
    expect(again.statusCode).toBe(200);
    const counts = Object.values(again.json().sections) as Array<Record<string, number>>;
    expect(counts.every((c) => c.added === 0 && c.updated === 0 && c.removed === 0 && c.deactivated === 0)).toBe(true);
    expect(again.json().sections.industries.unchanged).toBe(8 + 16 + 33 + 61);

    const roundTrip = await importFile(await exported());
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);
    expect(roundTrip.json()).toEqual(again.json());
  });

  it('rejects the whole file for one bad entry, naming its path, and changes nothing', async () => {
    const before = await exported();
    const file = example() as unknown as { note_types: Array<Record<string, unknown>>; sources_of_funds: unknown[] };
    file.note_types[3]!.interest_rate = 6;
    file.sources_of_funds = [];
    const res = await importFile(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      field_errors: {
        'note_types[3].interest_rate': ['Write the percentage as text with up to 3 decimals, as "5.25".'],
      },
      non_field_errors: ['Nothing was imported.'],
    });
    expect(await exported()).toEqual(before);
  });

  it('names an application the portal does not have', async () => {
    const file = example();
    file.applications[1]!.application = 'viv';
    const res = await importFile(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      'applications[1].application': ['No company application is serving "viv".'],
    });
  });

  it('refuses a body that is not a reference file', async () => {
    const res = await importFile([1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toContain(
      'The reference file is one JSON object with the sections note_types, applications, asset_allocation_categories, sources_of_funds, accounting_methods and sectors.',
    );
  });

  it('keeps ids by key: a changed rate updates the same note type, a dropped unused one is deleted', async () => {
    const before = (await get(`/api/ipm/note-types/?account=${accountId}`)).json().results as Array<{
      id: number;
      key: string;
    }>;
    const file = example();
    file.note_types[3]!.interest_rate = '6.10';
    file.note_types = file.note_types.filter((n) => n.key !== '24-month');
    for (const app of file.applications) app.note_types = app.note_types.filter((k) => k !== '24-month');
    const res = await importFile(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().sections.note_types).toEqual({ added: 0, updated: 1, unchanged: 5, removed: 1, deactivated: 0 });
    const after = (await get(`/api/ipm/note-types/?account=${accountId}`)).json().results as Array<{
      id: number;
      key: string;
      interest_rate: string;
    }>;
    expect(after.map((n) => n.key)).toEqual(['48-hour', '6-month', '12-month', '36-month']);
    for (const n of after) expect(n.id).toBe(before.find((b) => b.key === n.key)!.id);
    expect(after.find((n) => n.key === '12-month')!.interest_rate).toBe('6.100');
  });

  it('deactivates rather than deletes a dropped note type something still refers to', async () => {
    // Loan notes (issue #20 item 2) will refer to their type; a table of the test stands in for them.
    const db = t.database.db;
    await db.execute(
      sql`CREATE TABLE IF NOT EXISTS test_loan_notes (note_type_id integer NOT NULL REFERENCES loan_note_types(id))`,
    );
    const twelve = (await get(`/api/ipm/note-types/?account=${accountId}`))
      .json()
      .results.find((n: { key: string }) => n.key === '12-month');
    await db.execute(sql`INSERT INTO test_loan_notes VALUES (${twelve.id})`);
    try {
      const file = example();
      file.note_types = file.note_types.filter((n) => n.key !== '12-month');
      for (const app of file.applications) app.note_types = app.note_types.filter((k) => k !== '12-month');
      const res = await importFile(file);
      expect(res.statusCode).toBe(200);
      expect(res.json().sections.note_types).toMatchObject({ removed: 0, deactivated: 1 });
      const keys = (await get(`/api/ipm/note-types/?account=${accountId}`))
        .json()
        .results.map((n: { key: string }) => n.key);
      expect(keys).not.toContain('12-month');
      expect((await exported()).note_types.find((n) => n.key === '12-month')).toMatchObject({ active: false });

      // Back in the file, it is the same note type, active again.
      expect((await importFile(example())).json().sections.note_types).toMatchObject({ updated: 1 });
      const back = (await get(`/api/ipm/note-types/?account=${accountId}`))
        .json()
        .results.find((n: { key: string }) => n.key === '12-month');
      expect(back.id).toBe(twelve.id);
    } finally {
      await db.execute(sql`DROP TABLE test_loan_notes`);
    }
  });

  it('replaces the classification: a renamed node keeps its id, a moved one its code and id', async () => {
    const before = (await get('/api/ipm/industries/')).json().results as Array<{
      id: number;
      code: string;
      parent: number | null;
    }>;
    const file = example();
    const gold = file.sectors[0]!.industry_groups[1]!.industries[0]!.sub_industries[0]!;
    gold.name = 'Gold Producers';
    // Move "Uranium Mining" under Oil and Gas.
    const coal = file.sectors[0]!.industry_groups[0]!.industries[1]!;
    const uranium = coal.sub_industries.pop()!;
    file.sectors[0]!.industry_groups[0]!.industries[0]!.sub_industries.push(uranium);
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sections.industries).toMatchObject({ added: 0, updated: 2, removed: 0 });
    const after = (await get('/api/ipm/industries/')).json().results as Array<{
      id: number;
      code: string;
      name: string;
      parent: number | null;
    }>;
    const find = (list: typeof before, code: string) => list.find((n) => n.code === code)!;
    expect(find(after, gold.code).id).toBe(find(before, gold.code).id);
    expect((after.find((n) => n.code === gold.code) as { name: string }).name).toBe('Gold Producers');
    expect(find(after, uranium.code).parent).toBe(find(before, 's01-g01-i01').id);
  });
});

describe('the demo seed', () => {
  it('loads the example file into empty reference data only: a second run keeps what the operator imported', async () => {
    const file = example();
    file.sources_of_funds = file.sources_of_funds.filter((s) => s.key !== 'inheritance-or-gift');
    expect((await importFile(file)).statusCode).toBe(200);
    const before = await exported();
    await seedDemoData(t.database.db);
    expect(await exported()).toEqual(before);
    expect(before.sources_of_funds.map((s) => s.key)).not.toContain('inheritance-or-gift');
  }, 60_000);
});
