/**
 * The signing pages and change requests to sign on the wire (issue #21 item 3 local provider,
 * item 4; spec 2 §4, §6, §7 change requests).
 */
import { z } from 'zod';
import { recordIdParamSchema } from '../fields/record-id.js';
import { EnvelopeKind, EnvelopeStatus, SignerStatus } from './signing.enums.js';
import { SigningMessages } from './signing.messages.js';

/** A signing link's token: 32 random bytes, base64url. */
export const SIGNING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SIGNING_FULL_NAME_MAX = 200;
export const SIGNING_DECLINE_REASON_MAX = 1000;

export const signingTokenParamsSchema = z.object({
  token: z.string().regex(SIGNING_TOKEN_PATTERN, SigningMessages.linkNotValid),
});
export const signingDocumentParamsSchema = signingTokenParamsSchema.extend({ docId: recordIdParamSchema });

export const envelopeSignerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(SignerStatus),
});

/** What a signer's link opens: the envelope, who they are, the documents to read, where the others stand. */
export const signingEnvelopeViewSchema = z
  .object({
    envelope: z.object({
      id: z.number().int(),
      title: z.string(),
      kind: z.enum(EnvelopeKind),
      status: z.enum(EnvelopeStatus),
      created: z.string(),
    }),
    signer: envelopeSignerSummarySchema.extend({ email: z.string(), link_expires: z.string() }),
    documents: z.array(z.object({ id: z.number().int(), name: z.string(), sha256: z.string() })),
    signers: z.array(envelopeSignerSummarySchema),
  })
  .meta({ id: 'SigningEnvelopeView' });
export type SigningEnvelopeView = z.infer<typeof signingEnvelopeViewSchema>;

/** POST /signing/{token}/sign/: consent to sign electronically and the typed full name. */
export const signEnvelopeSchema = z
  .object({
    consent_to_sign_electronically: z.literal(true, SigningMessages.consentRequired),
    full_name: z.string().trim().min(1, SigningMessages.nameMismatch).max(SIGNING_FULL_NAME_MAX),
  })
  .meta({ id: 'SignEnvelope' });
export type SignEnvelope = z.infer<typeof signEnvelopeSchema>;

/** POST /signing/{token}/decline/. */
export const declineEnvelopeSchema = z
  .object({ reason: z.string().trim().max(SIGNING_DECLINE_REASON_MAX).default('') })
  .meta({ id: 'DeclineEnvelope' });
export type DeclineEnvelope = z.input<typeof declineEnvelopeSchema>;

/**
 * A change request (an envelope still out for signature) the signed-in user is asked to sign
 * (spec 2 §3 sign_change_request, §6, §7): listed while they still have to sign it (can_sign), and
 * after they have signed while it waits for the other signatories (is_signed, ours), so a member
 * of a joint account sees that their part is done rather than nothing.
 */
export const changeRequestToSignSchema = z
  .object({
    id: z.number().int(),
    account: z.number().int(),
    kind: z.enum(EnvelopeKind),
    title: z.string(),
    created: z.string(),
    can_sign: z.boolean(),
    is_sign_url_available: z.boolean(),
    is_viewed: z.boolean(),
    is_signed: z.boolean(),
    /** The signatories (admin approvers are never among them: spec 2 §6). */
    signers: z.array(envelopeSignerSummarySchema),
  })
  .meta({ id: 'ChangeRequestToSign' });
export type ChangeRequestToSign = z.infer<typeof changeRequestToSignSchema>;

export const signUrlSchema = z.object({ sign_url: z.string() }).meta({ id: 'SignUrl' });
export type SignUrl = z.infer<typeof signUrlSchema>;

/** confirm, decline and mark-as-viewed answer what was recorded. */
export const changeRequestDecisionSchema = z.object({ detail: z.string() }).meta({ id: 'ChangeRequestDecision' });
export type ChangeRequestDecision = z.infer<typeof changeRequestDecisionSchema>;
