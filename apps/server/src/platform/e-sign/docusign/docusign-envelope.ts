import type docusign from 'docusign-esign';
import type {
  EnvelopeRequest,
  ProviderEnvelopeState,
  ProviderEnvelopeStatus,
  ProviderSignerStatus,
} from '../signing-provider.js';

/** The custom field keeping the portal's envelope id on DocuSign's envelope. */
export const PORTAL_ENVELOPE_FIELD = 'portalEnvelopeId';

/**
 * The text a document prints where a person signs; DocuSign puts each signer's sign-here tab on
 * it, in every document of the envelope. With one signer it is `Signature:`. With several, each
 * needs a place of their own (one shared anchor would give every signer every line), so the n-th
 * signer of the request signs at `Signature n:` (`Signature 1:`, `Signature 2:`, ...).
 */
export function signatureAnchor(position: number, signerCount: number): string {
  return signerCount === 1 ? 'Signature:' : `Signature ${position}:`;
}

/**
 * DocuSign's envelope for a request: the PDFs as base64, one embedded signer per person
 * (clientUserId = the portal's signer id, so DocuSign e-mails none of them and they sign through
 * the portal's link), the portal's envelope id as a hidden custom field, sent at once.
 */
export function envelopeDefinition(request: EnvelopeRequest): docusign.EnvelopeDefinition {
  return {
    emailSubject: request.subject,
    status: 'sent',
    documents: request.documents.map((document) => ({
      documentId: String(document.id),
      name: document.name,
      fileExtension: 'pdf',
      documentBase64: document.pdf.toString('base64'),
    })),
    recipients: {
      signers: request.signers.map((signer, index) => ({
        recipientId: String(signer.id),
        clientUserId: String(signer.id),
        name: signer.name,
        email: signer.email,
        // Everyone at once: the signing authority has no order among members.
        routingOrder: '1',
        tabs: {
          signHereTabs: [
            {
              anchorString: signatureAnchor(index + 1, request.signers.length),
              anchorUnits: 'pixels',
              anchorXOffset: '80',
              anchorYOffset: '-4',
              // A document without the anchor is a generator bug: DocuSign refuses the envelope.
              anchorIgnoreIfNotPresent: 'false',
            },
          ],
        },
      })),
    },
    customFields: {
      textCustomFields: [
        { name: PORTAL_ENVELOPE_FIELD, value: String(request.envelopeId), show: 'false', required: 'false' },
      ],
    },
  };
}

/**
 * DocuSign's envelope statuses in the interface's terms. `signed` is DocuSign's brief state while
 * it finishes a fully signed envelope, so it counts as under way until `completed`; `created`
 * (a draft) does not occur since envelopes are created sent.
 */
const ENVELOPE_STATUS: Record<string, ProviderEnvelopeStatus> = {
  created: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  signed: 'delivered',
  completed: 'completed',
  declined: 'declined',
  voided: 'voided',
  deleted: 'voided',
};

/** A recipient's status: `autoresponded` (an e-mail bounced) and the like still wait to sign. */
const SIGNER_STATUS: Record<string, ProviderSignerStatus> = {
  created: 'sent',
  sent: 'sent',
  autoresponded: 'sent',
  authenticationfailed: 'sent',
  delivered: 'delivered',
  signed: 'completed',
  completed: 'completed',
  declined: 'declined',
};

const when = (value: string | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export class UnknownDocuSignStatus extends Error {}

/** The envelope's state from DocuSign's envelope answer with its recipients. */
export function envelopeState(envelope: docusign.Envelope): ProviderEnvelopeState {
  const status = ENVELOPE_STATUS[envelope.status?.toLowerCase() ?? ''];
  if (!status) throw new UnknownDocuSignStatus(`envelope status ${JSON.stringify(envelope.status ?? null)}`);
  const signers = (envelope.recipients?.signers ?? [])
    // Only the portal's embedded signers carry its id; anyone a sender added by hand is not ours.
    .filter((signer) => /^\d+$/.test(signer.clientUserId ?? ''))
    .map((signer) => {
      const signerStatus = SIGNER_STATUS[signer.status?.toLowerCase() ?? ''];
      if (!signerStatus) throw new UnknownDocuSignStatus(`recipient status ${JSON.stringify(signer.status ?? null)}`);
      const at = {
        sent: signer.sentDateTime,
        delivered: signer.deliveredDateTime,
        completed: signer.signedDateTime,
        declined: signer.declinedDateTime,
      }[signerStatus];
      return { signerId: Number(signer.clientUserId), status: signerStatus, at: when(at) };
    });
  return { status, signers };
}
