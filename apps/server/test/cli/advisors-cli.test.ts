import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Messages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPng } from '../../src/db/seed/avatar-png.js';
import { INVESTOR, bearer, signIn } from '../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';
let t: TestApp;
let url: string;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'advisors-cli-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function admin(args: string[]): Promise<AdminCliResult> {
  return runAdminCli(url, args);
}

function file(name: string, content: string | Buffer): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, content);
  return at;
}

describe('npm run admin -- advisors ...', () => {
  it('adds an advisor with a photo and assigns them to every account of a user', async () => {
    const photo = file('grace.png', avatarPng(24, [1, 2, 3], [250, 250, 250]));
    const added = await admin([
      'advisors',
      'add',
      '--first-name',
      'Grace',
      '--last-name',
      'Holloway',
      '--role',
      'Private Portfolio Manager',
      '--email',
      'grace.holloway@privateportfolio.example.com',
      '--phone-number',
      '02 9000 7777',
      '--photo',
      photo,
    ]);
    expect(added.code, added.stderr).toBe(0);
    const grace = JSON.parse(added.stdout) as { id: number; has_photo: boolean; accounts: string[] };
    expect(grace).toMatchObject({ has_photo: true, accounts: [] });

    const assigned = await admin(['advisors', 'assign', '--advisor', String(grace.id), '--user', INVESTOR.email]);
    expect(JSON.parse(assigned.stdout).accounts).toEqual([
      'DEMO-CO-001',
      'DEMO-IND-001',
      'DEMO-JOINT-001',
      'DEMO-SMSF-001',
    ]);

    const key = await signIn(t.app, INVESTOR);
    const advisors = (
      await t.app.inject({ method: 'GET', url: '/api/profiles/advisors/', headers: bearer(key) })
    ).json().results as Array<{ id: number; phone_number: string }>;
    expect(advisors.find((a) => a.id === grace.id)?.phone_number).toBe('02 9000 7777');

    const listed = JSON.parse((await admin(['advisors', 'list'])).stdout) as Array<{ id: number }>;
    expect(listed.map((a) => a.id)).toContain(grace.id);
    const unassigned = await admin([
      'advisors',
      'unassign',
      '--advisor',
      String(grace.id),
      '--account',
      'DEMO-IND-001',
    ]);
    expect(JSON.parse(unassigned.stdout).accounts).toEqual(['DEMO-CO-001', 'DEMO-JOINT-001', 'DEMO-SMSF-001']);

    // Her login: a new user who signs in with a code and acts for the people of her accounts.
    const login = await admin([
      'advisors',
      'login',
      '--advisor',
      String(grace.id),
      '--email',
      'grace@privateportfolio.example.com',
      '--phone-number',
      '0412 000 077',
    ]);
    expect(login.code, login.stderr).toBe(0);
    expect(JSON.parse(login.stdout).login).toEqual({
      user_id: expect.any(Number),
      email: 'grace@privateportfolio.example.com',
    });
    const missing = await admin(['advisors', 'login', '--advisor', String(grace.id), '--email', 'g@example.com']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('phone-number');
  });

  it('names the option the portal refused and exits non-zero', async () => {
    const pdf = file('cv.pdf', '%PDF-1.7\n');
    const res = await admin([
      'advisors',
      'add',
      '--first-name',
      'A',
      '--last-name',
      'B',
      '--role',
      'C',
      '--email',
      'a@b.example.com',
      '--photo',
      pdf,
    ]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`--photo: ${Messages.fileTypeNotSupported}`);

    const both = await admin(['advisors', 'assign', '--advisor', '1', '--user', INVESTOR.email, '--account', 'X']);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('Give --user EMAIL or --account CODE.');
  });
});

describe('npm run admin -- configuration ...', () => {
  it('sets the booking team and a disclaimer from a file, one paragraph a line', async () => {
    const text = file('disclaimer.txt', 'First paragraph.\n\n  Second paragraph.  \n');
    const set = await admin([
      'configuration',
      'set',
      '--booking-team-email',
      'desk@privateportfolio.example.com',
      '--booking-team-additional-email',
      '',
      '--disclaimer-file',
      text,
    ]);
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({
      booking_team_email: 'desk@privateportfolio.example.com',
      booking_team_additional_email: null,
      booking_team_phone_number: '1300 555 019',
      disclaimer: ['First paragraph.', 'Second paragraph.'],
    });
    expect(JSON.parse((await admin(['configuration', 'show'])).stdout).disclaimer).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);

    // An empty file goes back to the portal's own text.
    const reset = await admin(['configuration', 'set', '--disclaimer-file', file('empty.txt', '')]);
    expect(JSON.parse(reset.stdout).disclaimer).toEqual([...Messages.portalDisclaimer]);
  });
});
