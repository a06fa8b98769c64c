import {
  MonitoringScriptMessages,
  type OperatorApplication,
  type OperatorApplicationList,
  type ReferenceImportPreview,
} from '@portal/contract';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAdminCli } from '../helpers/admin-cli.js';
import { cliPortal } from '../helpers/cli-portal.js';

const portal = cliPortal('application');
const EXAMPLE = path.resolve(import.meta.dirname, '..', '..', 'src', 'data', 'reference-data.example.json');

const admin = (args: string[]) => runAdminCli(portal.url, args);
const printed = async <T>(args: string[]): Promise<T> => JSON.parse((await admin(args)).stdout) as T;
const show = (id: string) => printed<OperatorApplication>(['application', 'show', id]);
const set = (id: string, ...options: string[]) => admin(['application', 'set', id, ...options]);
const firstId = async () => String((await printed<OperatorApplicationList>(['application', 'list'])).results[0]!.id);

describe('npm run admin -- application list|show|set', () => {
  it('lists the applications, shows one, and changes a session time from the edited show output', async () => {
    const listed = await admin(['application', 'list']);
    expect(listed.stderr).toBe('');
    const list = JSON.parse(listed.stdout) as OperatorApplicationList;
    expect(list.results.map((a) => a.name)).toEqual(['Private Portfolio', 'Harbour Loan Notes']);
    const id = list.results[1]!.id;

    const shown = await show(String(id));
    expect(shown.configuration.name).toBe('Harbour Loan Notes');
    shown.configuration.settings.session_expire_after = 1800;
    const file = portal.file('icf.json', JSON.stringify(shown));

    const changed = await set(String(id), '--file', file, '--reason', 'Longer sessions');
    expect(changed.stderr).toBe('');
    expect(changed.code).toBe(0);
    expect((JSON.parse(changed.stdout) as OperatorApplication).configuration.settings.session_expire_after).toBe(1800);
    const again = await show(String(id));
    expect(again.configuration.settings.session_expire_after).toBe(1800);
  });

  it('prints a bad value on its field and exits 1; asks for the reason and the file', async () => {
    const id = await firstId();
    const shown = await show(id);
    shown.configuration.settings.portfolio_minimum_cents = -5;
    const bad = await set(
      id,
      '--file',
      portal.file('bad.json', JSON.stringify(shown.configuration)),
      '--reason',
      'Test',
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('A minimum cannot be negative.');
    const noReason = await set(id, '--file', 'x.json');
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('Missing --reason.');
    const noId = await admin(['application', 'show']);
    expect(noId.code).toBe(1);
    expect(noId.stderr).toContain('application list');
  });
});

describe('npm run admin -- application set ID --monitoring-script-url URL', () => {
  it('sets the monitoring script alone, refuses plain http on its option, and removes it with ""', async () => {
    const id = await firstId();
    const before = await show(id);
    const url = 'https://rum.example.com/agent.js';

    const added = await set(id, '--monitoring-script-url', url, '--reason', 'Browser monitoring');
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const after = JSON.parse(added.stdout) as OperatorApplication;
    expect(after.monitoring_script_url).toBe(url);
    // The rest of the configuration went back as stored.
    expect(after.configuration).toEqual(before.configuration);
    const constance = await fetch(`${portal.url}/api/utils/constance-config/`, { headers: { 'Application-Id': id } });
    expect(await constance.json()).toEqual({ monitoring_script_url: url });

    const plain = await set(id, '--monitoring-script-url', 'http://rum.example.com/agent.js', '--reason', 'Test');
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain(`--monitoring-script-url: ${MonitoringScriptMessages.httpsOnly}`);

    const removed = await set(id, '--monitoring-script-url', '', '--reason', 'No monitoring');
    expect(removed.code).toBe(0);
    expect((JSON.parse(removed.stdout) as OperatorApplication).monitoring_script_url).toBeNull();

    const neither = await set(id, '--reason', 'Test');
    expect(neither.code).toBe(1);
    expect(neither.stderr).toContain('Missing --file or --monitoring-script-url.');
  });
});

describe('npm run admin -- reference preview FILE.json', () => {
  it('says what the example file would change (nothing over the seeded data)', async () => {
    const res = await admin(['reference', 'preview', EXAMPLE]);
    expect(res.stderr).toBe('');
    const { sections } = JSON.parse(res.stdout) as ReferenceImportPreview;
    expect(sections.note_types).toEqual({ added: [], updated: [], unchanged: 7, removed: [] });
  });
});
