import type { InvestmentPolicies } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  investmentPolicies,
  signingEnvelopeDocuments,
  signingEnvelopes,
} from '../../../src/db/schema/index.js';
import { verifyPdfSeal } from '../../../src/platform/e-sign/seal/pdf-seal.js';
import { latestMessage } from '../../helpers/auth-client.js';
import { pdfPages } from '../../helpers/pdf-text.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import type { TestPerson } from '../../helpers/test-people.js';
import { submittableAccounts } from '../application-submissions/submittable-accounts.js';
import { signingSteps } from './signing-steps.js';

type Submittable = Awaited<ReturnType<typeof submittableAccounts>>;
type Steps = ReturnType<typeof signingSteps>;

/**
 * The application's way from submission to sealed documents (issue #21 items 1-5): the job that
 * sends the envelope, the signer's link, the job that seals and publishes, the statement's and
 * the account's next steps.
 */
let t: TestApp;
let api: Submittable['api'];
let owner: TestPerson;
let member: TestPerson;
let readyAccount: Submittable['readyAccount'];

let submit: Steps['submit'];
let linkOf: Steps['linkOf'];
let signByLink: Steps['signByLink'];
let documentsOf: Steps['documentsOf'];
let download: Steps['download'];
let stepsOf: Steps['stepsOf'];

beforeAll(async () => {
  t = await startTestApp();
  ({ api, owner, member, readyAccount } = await submittableAccounts(t, 'wire'));
  ({ submit, linkOf, signByLink, documentsOf, download, stepsOf } = signingSteps(t, api, owner));
});
afterAll(() => t.close());

describe('an individual account with loan notes', () => {
  it('submits, signs by link, and finds the sealed form with its certificate in the documents', async () => {
    const account = await readyAccount(['icf']);
    const envelope = await submit(account.id);
    expect(envelope).toMatchObject({ kind: 'application', status: 'sent' });
    const sent = await t.database.db
      .select()
      .from(signingEnvelopeDocuments)
      .where(eq(signingEnvelopeDocuments.envelopeId, envelope.id));
    expect(sent.map((d) => d.name)).toEqual(['Application form.pdf']);
    expect((await latestMessage(t.app, owner.email))!.subject).toBe('Please sign: Your application documents');
    expect(await stepsOf(account.id)).toEqual(['sign_investment_policy_statement']);
    expect(await documentsOf(account.id)).toEqual([]);

    const signer = await signByLink(await linkOf(owner));

    const docs = await documentsOf(account.id);
    expect(docs.map((d) => [d.category, d.file_name])).toEqual([
      ['Application documents', 'Application form - signed.pdf'],
    ]);
    const pdf = await download(docs[0]!);
    expect(verifyPdfSeal(pdf)).toMatchObject({ valid: true });
    const pages = await pdfPages(pdf);
    const certificate = pages.at(-1)!;
    expect(certificate).toContain('Certificate of completion');
    expect(certificate).toContain(signer);
    expect(certificate).toContain('203.0.113.9');
    expect(certificate).toContain(sent[0]!.sha256);
    expect(await stepsOf(account.id)).toEqual([]);
  });
});

describe('what the signed copy says', () => {
  it('is what was sent: details changed while the signers sign do not change the signed form', async () => {
    const account = await readyAccount(['icf']);
    await t.database.db.update(accounts).set({ name: 'Name As Sent' }).where(eq(accounts.id, account.id));
    await submit(account.id);
    // The account is renamed after the documents went out, before anyone signed.
    await t.database.db.update(accounts).set({ name: 'Renamed Later' }).where(eq(accounts.id, account.id));
    await signByLink(await linkOf(owner));
    const [signed] = await documentsOf(account.id);
    const text = (await pdfPages(await download(signed!))).join('\n');
    expect(text).toContain('Name As Sent');
    expect(text).not.toContain('Renamed Later');
  });
});

describe('a portfolio account', () => {
  it('sends the statement with the form; once signed, the statement waits for review, then activation makes it active', async () => {
    const account = await readyAccount(['ipm']);
    const envelope = await submit(account.id);
    const sent = await t.database.db
      .select()
      .from(signingEnvelopeDocuments)
      .where(eq(signingEnvelopeDocuments.envelopeId, envelope.id));
    expect(sent.map((d) => d.name)).toEqual(['Application form.pdf', 'Investment policy statement.pdf']);
    // The statement awaiting signature points at the envelope: the owner signs it, the member not.
    const statementOf = async (key: string) =>
      ((await api.get(key, `/api/ipm/investment-policies/?account=${account.id}`)).json() as InvestmentPolicies)
        .ongoing_ips!;
    expect((await statementOf(owner.key)).sign_change_request).toEqual({
      id: envelope.id,
      can_sign: true,
      is_sign_url_available: true,
      is_viewed: false,
    });
    expect((await statementOf(member.key)).sign_change_request).toMatchObject({ id: envelope.id, can_sign: false });

    await signByLink(await linkOf(owner));

    const docs = await documentsOf(account.id);
    expect(docs.map((d) => d.file_name).sort()).toEqual([
      'Application form - signed.pdf',
      'Investment policy statement - signed.pdf',
    ]);
    const ips = docs.find((d) => d.file_name.startsWith('Investment'))!;
    const pdf = await download(ips);
    expect(verifyPdfSeal(pdf)).toMatchObject({ valid: true });
    expect((await pdfPages(pdf))[0]).toContain('Investment policy statement');
    const [policy] = await t.database.db
      .select()
      .from(investmentPolicies)
      .where(eq(investmentPolicies.accountId, account.id));
    expect(policy!.status).toBe('portfolio_manager_review');

    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/operator/accounts/${account.id}/activate/`,
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
      payload: { reason: 'Application signed' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(investmentPolicies)
      .where(eq(investmentPolicies.accountId, account.id));
    expect(after!.status).toBe('active');
  });
});

describe('who must sign', () => {
  it("a joint account with 'all' publishes nothing until both signed", async () => {
    const account = await readyAccount(['icf'], { type: 'joint', authority: 'all' });
    const envelope = await submit(account.id);
    await signByLink(await linkOf(owner));
    expect(await documentsOf(account.id)).toEqual([]);
    expect(await stepsOf(account.id)).toEqual(['sign_investment_policy_statement']);
    const [half] = await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(half!.status).toBe('sent');

    await signByLink(await linkOf(member));
    expect((await documentsOf(account.id)).map((d) => d.file_name)).toEqual(['Application form - signed.pdf']);
    const pages = await pdfPages(await download((await documentsOf(account.id))[0]!));
    expect(pages.at(-1)).toContain('Test wire-owner');
    expect(pages.at(-1)).toContain('Test wire-member');
  });

  it('a decline publishes nothing and keeps the sign step', async () => {
    const account = await readyAccount(['icf']);
    const envelope = await submit(account.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/signing/${await linkOf(owner)}/decline/`,
      payload: { reason: 'The address is wrong' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.idle();
    const [declined] = await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(declined!.status).toBe('declined');
    expect(await documentsOf(account.id)).toEqual([]);
    expect(await stepsOf(account.id)).toEqual(['sign_investment_policy_statement']);
  });
});
