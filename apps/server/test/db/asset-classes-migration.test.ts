import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../src/db/client.js';

/**
 * Migration 0046 numbers the asset classes: a database whose positions name their class as text
 * (every database before it) comes out with one class per name and each position holding its
 * class's id, history included, and the open positions' index still covering what it covered.
 */
const BEFORE = '0046_asset_classes';
let workDir: string;
let database: DatabaseHandle | undefined;

/** The migrations folder as it was before 0046: its files, and a journal that ends the entry before. */
function migrationsBefore(tag: string): string {
  const source = migrationsFolder();
  const folder = path.join(workDir, 'migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  for (const entry of entries)
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database!.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-classes-migration-'));
  const dataDir = path.join(workDir, 'data');
  fs.mkdirSync(dataDir);
  const previous = process.env.MIGRATIONS_DIR;
  process.env.MIGRATIONS_DIR = migrationsBefore(BEFORE);
  try {
    database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
  } finally {
    if (previous === undefined) delete process.env.MIGRATIONS_DIR;
    else process.env.MIGRATIONS_DIR = previous;
  }
  await database.db.execute(sql`
    insert into accounts (id, external_code, name, account_type) values (901, 'M-ACC', 'Migrated', 'individual')`);
  await database.db.execute(sql`
    insert into investment_options (id, account_id, external_code, label, color, holdings_as_of)
    values (902, 901, 'G', 'Growth', '#123456', '2025-05-02')`);
  await database.db.execute(sql`
    insert into holding_positions (investment_option_id, code, name, asset_class, units, valid_from, valid_to) values
      (902, 'BHP', 'BHP Group', 'Australian Equities', 100, '2025-05-01', null),
      (902, 'AGB', 'Bond', 'Fixed Income', 10, '2025-05-01', '2025-05-02'),
      (902, 'AGB', 'Bond', 'Cash', 10, '2025-05-02', null),
      (902, 'CSL', 'CSL', 'Australian Equities', 5, '2025-05-01', null)`);
  await database.close();
  // Started again on the same data, as a deployment does: now with every migration.
  database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('migration 0046 (asset classes)', () => {
  it('makes one class per name, numbered in name order', async () => {
    expect(await rows(sql`select id, name from asset_classes order by id`)).toEqual([
      { id: 1, name: 'Australian Equities' },
      { id: 2, name: 'Cash' },
      { id: 3, name: 'Fixed Income' },
    ]);
  });

  it('gives every position, open or closed, its class’s id in place of the name', async () => {
    expect(
      await rows(sql`
        select p.code, c.name as class, p.valid_to::text as valid_to from holding_positions p
        join asset_classes c on c.id = p.asset_class_id order by p.code, p.valid_from`),
    ).toEqual([
      { code: 'AGB', class: 'Fixed Income', valid_to: '2025-05-02' },
      { code: 'AGB', class: 'Cash', valid_to: null },
      { code: 'BHP', class: 'Australian Equities', valid_to: null },
      { code: 'CSL', class: 'Australian Equities', valid_to: null },
    ]);
    expect(
      await rows(sql`
        select column_name from information_schema.columns
        where table_name = 'holding_positions' and column_name like 'asset_class%'`),
    ).toEqual([{ column_name: 'asset_class_id' }]);
  });

  it('keeps the open positions’ index covering, with the class’s id', async () => {
    const [index] = await rows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'holding_positions_open'`,
    );
    expect(index?.indexdef).toContain(
      'INCLUDE (name, asset_class_id, units, target_units, strike_price, valid_from) WHERE (valid_to IS NULL)',
    );
  });

  it('numbers the next class after those it made', async () => {
    expect(await rows(sql`insert into asset_classes (name) values ('Property') returning id`)).toEqual([{ id: 4 }]);
  });
});
