import type { ReferenceFile, ReferenceImportPreview, ReferenceImportResult } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const current = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/operator/reference/', headers: operator })).json() as ReferenceFile;
const preview = (file: unknown, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'POST', url: '/api/operator/reference/preview/', headers, payload: file as object });

describe('POST /api/operator/reference/preview/', () => {
  it('names what the import would add, change and remove, and writes nothing', async () => {
    const before = await current();
    expect(before.note_types.length).toBeGreaterThan(0);
    expect(before.sources_of_funds.length).toBeGreaterThan(1);
    const [changedNote, ...otherNotes] = before.note_types;
    const [droppedSource, ...keptSources] = before.sources_of_funds;
    const file: ReferenceFile = {
      ...before,
      note_types: [{ ...changedNote!, interest_rate: '9.875' }, ...otherNotes],
      sources_of_funds: [...keptSources, { key: 'lottery_win', name: 'Lottery win', is_other: false }],
    };

    const res = await preview(file, bearer(await signIn(t.app, STAFF)));
    expect(res.statusCode, res.body).toBe(200);
    const { sections } = res.json() as ReferenceImportPreview;
    expect(sections.note_types).toMatchObject({ added: [], updated: [changedNote!.key], removed: [] });
    expect(sections.sources_of_funds).toEqual({
      added: ['lottery_win'],
      updated: [],
      unchanged: keptSources.length,
      removed: [droppedSource!.key],
    });
    expect(sections.accounting_methods).toEqual({
      added: [],
      updated: [],
      unchanged: before.accounting_methods.length,
      removed: [],
    });
    expect(await current()).toEqual(before);

    // The import then does what the preview said.
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/operator/reference/',
      headers: operator,
      payload: file,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const counts = (imported.json() as ReferenceImportResult).sections;
    expect(counts.sources_of_funds).toMatchObject({ added: 1, unchanged: keptSources.length });
    expect(counts.sources_of_funds!.removed + counts.sources_of_funds!.deactivated).toBe(1);
    expect(counts.note_types).toMatchObject({ updated: 1 });
    expect(Object.keys(counts.note_types!)).not.toContain('keys');
    expect((await current()).sources_of_funds.map((s) => s.key)).toContain('lottery_win');
  });

  it('answers a bad file as the import does, naming the entry', async () => {
    const before = await current();
    const res = await preview({ ...before, note_types: [{ ...before.note_types[0]!, term: -3 }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toContain('note_types[0].term');
  });

  it('is the operator’s: an auditor 403', async () => {
    const auditor = await signIn(t.app, { email: 'auditor@example.com', phone: '0412000004', password: DEMO_PASSWORD });
    expect((await preview(await current(), bearer(auditor))).statusCode).toBe(403);
  });
});
