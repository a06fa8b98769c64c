import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BSB_DIRECTORY_SAMPLE } from '../../src/data/bsb-directory-sample.js';
import { runAdminCli } from '../helpers/admin-cli.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let url: string;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bsb-cli-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
}

describe('npm run admin -- bsb import FILE.csv', () => {
  it('imports the file and prints what changed', async () => {
    const lines = BSB_DIRECTORY_SAMPLE.trimEnd().split('\n');
    const res = await runAdminCli(url, ['bsb', 'import', file('BSBDirectorySep25-344.csv', lines.slice(1).join('\n'))]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ imported: 0, removed: 1, unchanged: 69 });
  });

  it('prints a bad row with its number and exits 1, changing nothing', async () => {
    const bad = `${BSB_DIRECTORY_SAMPLE}"12345","CBA","Bad","1 Street","Sydney","NSW","2000","PEH"\n`;
    const res = await runAdminCli(url, ['bsb', 'import', file('bad.csv', bad)]);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('The portal answered 400:');
    expect(res.stderr).toContain('Row 71: BSB must be 6 digits (as 062-000 or 062000), found "12345".');
    expect(res.stderr).toContain('Nothing was imported.');
  });

  it('says when the file cannot be read, and shows the usage when the words are wrong', async () => {
    const missing = await runAdminCli(url, ['bsb', 'import', path.join(dir, 'nope.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read');
    const usage = await runAdminCli(url, ['bsb', 'load']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('bsb import FILE.csv');
  });
});
