import { CONSENTS_VERSION, ConsentKey, type Document } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signingEnvelopes } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import type { TestApp } from '../../helpers/test-app.js';
import type { TestPerson } from '../../helpers/test-people.js';
import { signingLinkOf } from '../signing/signing-fixtures.js';
import type { submittableAccounts } from '../application-submissions/submittable-accounts.js';

const consents = Object.fromEntries(Object.values(ConsentKey).map((key) => [key, true]));

/** What the signing tests do as the account's owner and its signers, through the API and the jobs. */
export function signingSteps(
  t: TestApp,
  api: Awaited<ReturnType<typeof submittableAccounts>>['api'],
  owner: TestPerson,
) {
  /** The account's newest envelope, once the jobs have run. */
  async function newestEnvelope(accountId: number) {
    await t.app.jobs.idle();
    const [envelope] = await t.database.db
      .select()
      .from(signingEnvelopes)
      .where(eq(signingEnvelopes.accountId, accountId))
      .orderBy(desc(signingEnvelopes.id))
      .limit(1);
    return envelope!;
  }

  return {
    newestEnvelope,

    /** Submits the application and lets the job send the envelope. */
    async submit(accountId: number) {
      const res = await api.post(owner.key, `/api/accounts/${accountId}/application-submission/`, {
        consents,
        consents_version: CONSENTS_VERSION,
      });
      if (res.statusCode !== 201) throw new Error(`submit: ${res.statusCode} ${res.body}`);
      return newestEnvelope(accountId);
    },

    linkOf: (person: TestPerson) => signingLinkOf(t, person),

    /** Signs through the link's API with the name the page shows, from a known address. */
    async signByLink(token: string) {
      const view = await t.app.inject({ method: 'GET', url: `/api/signing/${token}/` });
      const name = (view.json() as { signer: { name: string } }).signer.name;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/signing/${token}/sign/`,
        payload: { consent_to_sign_electronically: true, full_name: name },
        remoteAddress: '203.0.113.9',
      });
      if (res.statusCode !== 200) throw new Error(`sign: ${res.statusCode} ${res.body}`);
      await t.app.jobs.idle();
      return name;
    },

    async documentsOf(accountId: number): Promise<Document[]> {
      const res = await api.get(owner.key, '/api/ipm/documents/?limit=100');
      return (res.json() as { results: Document[] }).results.filter((d) => d.account.id === accountId);
    },

    async download(doc: Document): Promise<Buffer> {
      const res = await t.app.inject({ method: 'GET', url: doc.file, headers: bearer(owner.key) });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    },

    stepsOf: async (accountId: number) =>
      ((await api.get(owner.key, `/api/accounts/${accountId}/activation-steps/`)).json() as { steps: string[] }).steps,
  };
}
