import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const example = path.resolve(here, '..', '..', 'src', 'modules', 'rebalance', 'example-report.json');
let t: TestApp;
let url: string;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebalance-cli-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function admin(args: string[]): Promise<AdminCliResult> {
  return runAdminCli(url, args);
}

function file(name: string, content: unknown): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, typeof content === 'string' ? content : JSON.stringify(content));
  return at;
}

describe('npm run admin -- rebalance ...', () => {
  it('publishes the README’s example file, then finds nothing to change in it', async () => {
    const first = await admin(['rebalance', 'publish', example]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const again = await admin(['rebalance', 'publish', example]);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    const noReason = await admin(['rebalance', 'cancel', 'EXAMPLE-2026-11-TAA']);
    expect(noReason.code).not.toBe(0);
    expect(noReason.stderr).toContain('reason');
    const cancelled = await admin(['rebalance', 'cancel', 'EXAMPLE-2026-11-TAA', '--reason', 'Market closed early']);
    expect(JSON.parse(cancelled.stdout)).toMatchObject({ external_id: 'EXAMPLE-2026-11-TAA', status: 'cancelled' });
  }, 60_000);

  it('rejects a bad file whole, naming each problem by its place in the file', async () => {
    const [good, bad] = JSON.parse(fs.readFileSync(example, 'utf8')) as Array<Record<string, unknown>>;
    const broken = structuredClone(bad!) as {
      data: { records: Array<{ investment_options: Array<{ saa: unknown }> }> };
    };
    broken.data.records[0]!.investment_options[1]!.saa = 'ten';
    const array = await admin([
      'rebalance',
      'publish',
      file('bad-array.json', [{ ...good, external_id: 'X-1' }, broken]),
    ]);
    expect(array.code).toBe(1);
    expect(array.stderr).toContain('The portal answered 400');
    expect(array.stderr).toContain('at [1].data.records[0].investment_options[1].saa: Must be a decimal number.');

    const single = await admin(['rebalance', 'publish', file('bad-one.json', { ...good, account_code: 'NOPE' })]);
    expect(single.code).toBe(1);
    expect(single.stderr).toContain('at account_code: No account has the code "NOPE".');
    expect(single.stderr).toContain('Nothing was published.');

    const notJson = await admin(['rebalance', 'publish', file('not.json', '{"external_id": ')]);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain('not.json is not valid JSON');
  }, 60_000);
});
