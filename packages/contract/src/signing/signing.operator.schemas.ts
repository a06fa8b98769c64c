/**
 * Signing envelopes as staff see and handle them through the operator API (`npm run admin --
 * signing list|show|remind|void`, issue #21 item 2) until the back office has screens: each
 * signer's status, the documents with their hashes, the history, reminders and withdrawal.
 */
import { z } from 'zod';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { recordIdParamSchema } from '../fields/record-id.js';
import { EnvelopeEventName, EnvelopeKind, EnvelopeStatus, SignerStatus, SigningProviderName } from './signing.enums.js';
import { SigningMessages } from './signing.messages.js';

/** DocuSign keeps a void reason of at most 200 characters; the local pages take the same. */
export const SIGNING_VOID_REASON_MAX = 200;

/** The columns the envelopes queue orders by (`ordering`, `-` for descending). */
export const ENVELOPE_ORDERINGS = ['created', 'status', 'account_name', 'title', 'id'] as const;

/**
 * GET /api/operator/signing/envelopes/: a page of the queue, newest first by default; `search`
 * matches the account's name or a signer's name or e-mail address.
 */
export const operatorEnvelopesQuerySchema = queueQuerySchema(ENVELOPE_ORDERINGS, '-created').extend({
  status: z.enum(EnvelopeStatus).optional(),
  /** The investment account's id. */
  account: recordIdParamSchema.optional(),
});
export type OperatorEnvelopesQuery = z.infer<typeof operatorEnvelopesQuerySchema>;

const operatorSignerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(SignerStatus),
});

/** An envelope in the list: enough to recognise it and see who still has to answer. */
export const operatorEnvelopeSummarySchema = z
  .object({
    id: z.number().int(),
    account: z.number().int(),
    account_name: z.string(),
    kind: z.enum(EnvelopeKind),
    title: z.string(),
    provider: z.enum(SigningProviderName),
    /** The provider's own reference (DocuSign's envelope id); the portal's id for its own pages. */
    provider_envelope_id: z.string().nullable(),
    status: z.enum(EnvelopeStatus),
    created: z.string(),
    /** When it completed or stopped; null while it is out for signature. */
    finished: z.string().nullable(),
    signers: z.array(operatorSignerSummarySchema),
  })
  .meta({ id: 'OperatorEnvelopeSummary' });
export type OperatorEnvelopeSummary = z.infer<typeof operatorEnvelopeSummarySchema>;

/** A page of the envelopes queue. */
export const operatorEnvelopePageSchema = pageSchema(operatorEnvelopeSummarySchema).meta({
  id: 'OperatorEnvelopePage',
});
export type OperatorEnvelopePage = z.infer<typeof operatorEnvelopePageSchema>;

/** One envelope with everything its certificate of completion would state. */
export const operatorEnvelopeSchema = operatorEnvelopeSummarySchema
  .extend({
    signers: z.array(
      operatorSignerSummarySchema.extend({
        viewed: z.string().nullable(),
        signed: z.string().nullable(),
        declined: z.string().nullable(),
        decline_reason: z.string(),
        /** Until when the signer's current link works (the portal's own pages only). */
        link_expires: z.string().nullable(),
      }),
    ),
    documents: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        kind: z.string(),
        /** SHA-256 of the document as sent for signature. */
        sha256: z.string(),
        /** SHA-256 of the sealed copy, once every required signature is in. */
        sealed_sha256: z.string().nullable(),
      }),
    ),
    /** The history, oldest first. */
    events: z.array(
      z.object({
        at: z.string(),
        event: z.enum(EnvelopeEventName),
        /** The signer it concerns; null for the portal's own steps. */
        signer: z.string().nullable(),
        ip: z.string().nullable(),
        details: z.record(z.string(), z.unknown()),
      }),
    ),
  })
  .meta({ id: 'OperatorEnvelope' });
export type OperatorEnvelope = z.infer<typeof operatorEnvelopeSchema>;

/** What a reminder did: who was e-mailed, and until when their fresh link works (local pages). */
export const operatorEnvelopeReminderSchema = z
  .object({
    id: z.number().int(),
    reminded: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        link_expires: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'OperatorEnvelopeReminder' });
export type OperatorEnvelopeReminder = z.infer<typeof operatorEnvelopeReminderSchema>;

/** POST .../void/: the reason is told to the signers and, with DocuSign, kept by DocuSign. */
export const operatorEnvelopeVoidSchema = z
  .object({
    reason: z
      .string({ error: SigningMessages.voidReasonRequired })
      .trim()
      .min(1, SigningMessages.voidReasonRequired)
      .max(SIGNING_VOID_REASON_MAX, fieldSpecMessages.maxLength(SIGNING_VOID_REASON_MAX)),
  })
  .meta({ id: 'OperatorEnvelopeVoid' });
export type OperatorEnvelopeVoid = z.infer<typeof operatorEnvelopeVoidSchema>;
