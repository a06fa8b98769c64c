import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BSB_DIRECTORY_SAMPLE } from '../../src/data/bsb-directory-sample.js';
import { runAdminCli } from '../helpers/admin-cli.js';
import { cliPortal } from '../helpers/cli-portal.js';

const portal = cliPortal('bsb');

const file = (name: string, text: string) => portal.file(name, text);

describe('npm run admin -- bsb import FILE.csv', () => {
  it('imports the file and prints what changed', async () => {
    const lines = BSB_DIRECTORY_SAMPLE.trimEnd().split('\n');
    const res = await runAdminCli(portal.url, [
      'bsb',
      'import',
      file('BSBDirectorySep25-344.csv', lines.slice(1).join('\n')),
    ]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ imported: 0, removed: 1, unchanged: 69 });
  });

  it('prints a bad row with its number and exits 1, changing nothing', async () => {
    const bad = `${BSB_DIRECTORY_SAMPLE}"12345","CBA","Bad","1 Street","Sydney","NSW","2000","PEH"\n`;
    const res = await runAdminCli(portal.url, ['bsb', 'import', file('bad.csv', bad)]);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('The portal answered 400:');
    expect(res.stderr).toContain('Row 71: BSB must be 6 digits (as 062-000 or 062000), found "12345".');
    expect(res.stderr).toContain('Nothing was imported.');
  });

  it('says when the file cannot be read, and shows the usage when the words are wrong', async () => {
    const missing = await runAdminCli(portal.url, ['bsb', 'import', path.join(portal.dir, 'nope.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read');
    const usage = await runAdminCli(portal.url, ['bsb', 'load']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('bsb import FILE.csv');
  });
});
