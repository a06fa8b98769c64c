import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage } from '../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

function admin(args: string[], env: Record<string, string> = {}): Promise<AdminCliResult> {
  return runAdminCli(url, args, env);
}

describe('npm run admin -- invite ...', () => {
  it('creates an invitation and prints {uuid, code, url} as JSON', async () => {
    const res = await admin([
      'invite',
      'create',
      '--email',
      'cli@example.com',
      '--phone',
      '0411 555 666',
      '--type',
      'smsf',
      '--account-name',
      'Cli Super Fund',
    ]);
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.code).toMatch(/^\d{12}$/);
    expect(out.url).toMatch(new RegExp(`/invitation/${out.uuid}/$`));
    expect((await latestMessage(t.app, 'cli@example.com'))?.body).toContain(out.code);

    const list = JSON.parse((await admin(['invite', 'list', '--status', 'open', '--search', 'cli@'])).stdout).results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ uuid: out.uuid, email: 'cli@example.com', type: 'smsf', status: 'open' });

    const expired = JSON.parse((await admin(['invite', 'expire', '--uuid', out.uuid])).stdout);
    expect(expired.status).toBe('revoked');
    const resent = JSON.parse((await admin(['invite', 'resend', '--uuid', out.uuid])).stdout);
    expect(resent.code).not.toBe(out.code);
  }, 60_000);

  it('reports the portal’s field errors by option and exits non-zero', async () => {
    const res = await admin(['invite', 'create', '--email', 'bad', '--phone', '0411555666', '--type', 'individual']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('--email: Email format is not valid');
  }, 30_000);

  it('refuses a wrong operator key', async () => {
    const res = await admin(['invite', 'list'], { OPERATOR_KEY: 'wrong-key-wrong-key-wrong-key' });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('401');
  }, 30_000);

  it('explains an unreachable portal and a missing option', async () => {
    const down = await admin(['invite', 'list'], { PORTAL_URL: 'http://127.0.0.1:9' });
    expect(down.stderr).toContain('Cannot reach the portal');
    const missing = await admin(['invite', 'create', '--email', 'x@example.com']);
    expect(missing.stderr).toContain('Missing --phone');
  }, 30_000);

  it('says the operator key is missing, not that the portal is unreachable', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-no-key-'));
    try {
      const res = await admin(['invite', 'list'], { OPERATOR_KEY: '', DATA_DIR: empty });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('No operator key: set OPERATOR_KEY');
      expect(res.stderr).not.toContain('Cannot reach the portal');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  }, 30_000);
});
