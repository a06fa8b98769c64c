import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAdminCli } from '../helpers/admin-cli.js';
import { cliPortal } from '../helpers/cli-portal.js';

/** The example file the README documents and the demo seed loads. */
const EXAMPLE = path.resolve(import.meta.dirname, '..', '..', 'src', 'data', 'reference-data.example.json');

const portal = cliPortal('reference');

const file = (name: string, text: string) => portal.file(name, text);

describe('npm run admin -- reference import FILE.json', () => {
  it('imports the example file over the seeded data and prints that nothing changed', async () => {
    const res = await runAdminCli(portal.url, ['reference', 'import', EXAMPLE]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const { sections } = JSON.parse(res.stdout) as { sections: Record<string, { added: number; unchanged: number }> };
    expect(sections.note_types).toEqual({ added: 0, updated: 0, unchanged: 7, removed: 0, deactivated: 0 });
    expect(sections.sources_of_funds!.unchanged).toBe(7);
  });

  it('prints a bad entry by its path in the file and exits 1, changing nothing', async () => {
    const bad = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8')) as { note_types: Array<Record<string, unknown>> };
    bad.note_types[3]!.interest_rate = 'six';
    const res = await runAdminCli(portal.url, ['reference', 'import', file('bad.json', JSON.stringify(bad))]);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('The portal answered 400:');
    expect(res.stderr).toContain(
      'note_types[3].interest_rate: Write the percentage as text with up to 3 decimals, as "5.25".',
    );
    expect(res.stderr).toContain('Nothing was imported.');
    const shown = await runAdminCli(portal.url, ['reference', 'show']);
    expect(JSON.parse(shown.stdout).note_types[3].interest_rate).toBe('6.000');
  });

  it('shows the reference data in the file’s layout', async () => {
    const res = await runAdminCli(portal.url, ['reference', 'show']);
    expect(res.code).toBe(0);
    const shown = JSON.parse(res.stdout) as Record<string, unknown[]>;
    expect(Object.keys(shown)).toEqual([
      'note_types',
      'applications',
      'asset_allocation_categories',
      'sources_of_funds',
      'accounting_methods',
      'sectors',
    ]);
    expect(shown.applications).toEqual([
      expect.objectContaining({ application: 'ipm', products: ['icf', 'ipm'] }),
      expect.objectContaining({ application: 'icf', products: ['icf'] }),
    ]);
  });

  it('says when the file cannot be read or is not JSON, and shows the usage when the words are wrong', async () => {
    const missing = await runAdminCli(portal.url, ['reference', 'import', path.join(portal.dir, 'nope.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read');
    const notJson = await runAdminCli(portal.url, ['reference', 'import', file('notes.json', 'note_types: []')]);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain('notes.json is not JSON');
    const usage = await runAdminCli(portal.url, ['reference', 'load']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('reference import FILE.json');
  });
});
