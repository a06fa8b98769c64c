import { EnvelopeStatus } from '@portal/contract';
import type { Database } from '../../db/client.js';
import {
  APPLICATION_FORM_TITLE,
  INVESTMENT_POLICY_STATEMENT_TITLE,
  loadApplicationFormData,
  loadIpsDocumentData,
  renderApplicationForm,
  renderInvestmentPolicyStatement,
  type DocumentBranding,
} from '../application-documents/index.js';
import {
  findEnvelopeFor,
  type EnvelopeSignatory,
  type NewEnvelopeDocument,
  type SigningService,
} from '../signing/index.js';
import { keptRenderData } from './kept-render-data.js';

/** The queue whose jobs send a submitted application's documents for signature. */
export const SEND_APPLICATION_QUEUE = 'application-signing.send';

export interface SendApplicationPayload {
  account_id: number;
  submission_id: number;
  investment_policy_id: number | null;
}

/** The envelope's title: the e-mail's subject and the signing page's heading. */
export const APPLICATION_ENVELOPE_TITLE = 'Your application documents';

/** The queue whose jobs send a statement changed after activation for signature. */
export const SEND_IPS_CHANGE_QUEUE = 'application-signing.send-ips-change';

export interface SendIpsChangePayload {
  account_id: number;
  investment_policy_id: number;
}

export const IPS_CHANGE_ENVELOPE_TITLE = 'Your changed investment policy statement';

export interface SendApplicationDeps {
  db: Database;
  signing: SigningService;
  brandingOf: (accountId: number) => Promise<DocumentBranding>;
}

/**
 * Renders the application form (and for a portfolio, the investment policy statement) and sends
 * them in one envelope to the account's signers (issue #21 items 1-2). Runs after the submission
 * committed, outside any transaction; a retry finds the envelope already sent and stops.
 */
export async function sendApplicationForSignature(deps: SendApplicationDeps, job: SendApplicationPayload) {
  const { db, signing } = deps;
  if (await findEnvelopeFor(db, job.account_id, 'application', job.submission_id)) return;
  const branding = await deps.brandingOf(job.account_id);
  const form = await loadApplicationFormData(db, job.account_id);
  const statement = job.investment_policy_id !== null ? await loadIpsDocumentData(db, job.investment_policy_id) : null;
  // Rendered for the signers the envelope asks, in its order: each gets a signature line (the
  // anchors DocuSign places its tabs on), kept with the render data so the signed copy has them too.
  const documents = async (signers: readonly EnvelopeSignatory[]): Promise<NewEnvelopeDocument[]> => {
    const signatories = signers.map((s) => s.name);
    const formData = { ...form, signatories };
    const rendered: NewEnvelopeDocument[] = [
      {
        name: `${APPLICATION_FORM_TITLE}.pdf`,
        kind: 'application_form',
        pdf: await renderApplicationForm(formData, branding),
        renderData: keptRenderData(formData),
      },
    ];
    if (statement) {
      const statementData = { ...statement, signatories };
      rendered.push({
        name: `${INVESTMENT_POLICY_STATEMENT_TITLE}.pdf`,
        kind: 'investment_policy_statement',
        pdf: await renderInvestmentPolicyStatement(statementData, branding),
        renderData: keptRenderData(statementData),
      });
    }
    return rendered;
  };
  await signing.createEnvelope({
    accountId: job.account_id,
    kind: 'application',
    subjectId: job.submission_id,
    title: APPLICATION_ENVELOPE_TITLE,
    documents,
  });
}

/**
 * A statement changed after activation goes to the account's signers on its own (issue #21 item 5),
 * the same way as the application's: rendered with their signature lines, an envelope of kind
 * `ips_change` naming the statement. A retry finds it sent and stops.
 */
export async function sendIpsChangeForSignature(deps: SendApplicationDeps, job: SendIpsChangePayload) {
  const { db, signing } = deps;
  // A statement declined and sent again gets a new envelope; the one out or completed is the answer.
  const last = await findEnvelopeFor(db, job.account_id, 'ips_change', job.investment_policy_id);
  if (last && (last.status === EnvelopeStatus.sent || last.status === EnvelopeStatus.completed)) return;
  const branding = await deps.brandingOf(job.account_id);
  const statement = await loadIpsDocumentData(db, job.investment_policy_id);
  await signing.createEnvelope({
    accountId: job.account_id,
    kind: 'ips_change',
    subjectId: job.investment_policy_id,
    title: IPS_CHANGE_ENVELOPE_TITLE,
    documents: async (signers) => {
      const statementData = { ...statement, signatories: signers.map((s) => s.name) };
      return [
        {
          name: `${INVESTMENT_POLICY_STATEMENT_TITLE}.pdf`,
          kind: 'investment_policy_statement',
          pdf: await renderInvestmentPolicyStatement(statementData, branding),
          renderData: keptRenderData(statementData),
        },
      ];
    },
  });
}
