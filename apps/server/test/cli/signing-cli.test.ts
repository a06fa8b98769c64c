import { SigningMessages as M, type OperatorEnvelope, type OperatorEnvelopePage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, accounts } from '../../src/db/schema/index.js';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createPerson, type TestPerson } from '../helpers/test-people.js';

let t: TestApp;
let url: string;
let person: TestPerson;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  person = await createPerson(t, 'signing-cli');
  const [account] = await t.database.db
    .insert(accounts)
    .values({ name: 'Signing CLI', accountType: 'individual' })
    .returning();
  accountId = account!.id;
  await t.database.db.insert(accountMembers).values({ accountId, userId: person.id, role: 'primary' });
});
afterAll(() => t.close());

const admin = (args: string[]): Promise<AdminCliResult> => runAdminCli(url, args);

async function send(): Promise<number> {
  const envelope = await t.app.signing.createEnvelope({
    accountId,
    kind: 'application',
    subjectId: null,
    title: 'CLI documents',
    documents: [{ name: 'Form.pdf', kind: 'application_form', pdf: Buffer.from('%PDF-1.4\n%%EOF\n') }],
  });
  return envelope.id;
}

describe('npm run admin -- signing ...', () => {
  it('lists by account and status, shows one, reminds its signer and voids it with a reason', async () => {
    const id = await send();

    const list = await admin(['signing', 'list', '--account', String(accountId), '--status', 'sent']);
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    const page = JSON.parse(list.stdout) as OperatorEnvelopePage;
    expect(page.count).toBe(1);
    expect(page.results.map((e) => e.id)).toEqual([id]);

    const searched = await admin(['signing', 'list', '--search', person.email, '--page-size', '1', '--page', '1']);
    expect((JSON.parse(searched.stdout) as OperatorEnvelopePage).results.map((e) => e.id)).toEqual([id]);

    const shown = JSON.parse((await admin(['signing', 'show', String(id)])).stdout) as OperatorEnvelope;
    expect(shown).toMatchObject({ id, account_name: 'Signing CLI', status: 'sent', documents: [{ name: 'Form.pdf' }] });

    const reminded = await admin(['signing', 'remind', String(id)]);
    expect(reminded.code).toBe(0);
    expect(JSON.parse(reminded.stdout).reminded).toEqual([expect.objectContaining({ email: person.email })]);

    const voided = await admin(['signing', 'void', String(id), '--reason', 'Sent by mistake']);
    expect(voided.code).toBe(0);
    expect(JSON.parse(voided.stdout)).toMatchObject({ id, status: 'voided' });
  }, 60_000);

  it('names the problem: no reason, an id that is not one, a finished envelope', async () => {
    const id = await send();
    const noReason = await admin(['signing', 'void', String(id)]);
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('Missing --reason.');

    const blank = await admin(['signing', 'void', String(id), '--reason', ' ']);
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain(`--reason: ${M.voidReasonRequired}`);

    const usage = await admin(['signing', 'show', 'abc']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Give the envelope’s id');

    await admin(['signing', 'void', String(id), '--reason', 'Sent by mistake']);
    const finished = await admin(['signing', 'remind', String(id)]);
    expect(finished.code).toBe(1);
    expect(finished.stderr).toContain(M.envelopeVoided);
  }, 60_000);
});
