/**
 * Redemptions of loan notes held (issue #22 item 5): the investor asks to redeem a whole note or
 * part of it, confirms with a six-digit code sent by SMS (e-mail without a mobile), and the
 * request stays open until the operator settles or rejects it. The at-call note can be redeemed
 * at any time; a fixed-term note before maturity only early, with the settings' penalty text.
 */
import { z } from 'zod';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { AuthMessages } from '../auth/auth.messages.js';
import { authCodeSchema } from '../fields/codes.js';
import { MAX_RECORD_ID } from '../fields/record-id.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { formatMoney } from '../formatters/money.js';
import { toCents } from '../money/cents.js';
import type { ValueOf } from '../value-of.js';

export const RedeemRequestStatus = {
  awaiting_code: 'awaiting_code',
  requested: 'requested',
  settled: 'settled',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;
export type RedeemRequestStatus = ValueOf<typeof RedeemRequestStatus>;

export const RedeemRequestStatusLabels: Record<RedeemRequestStatus, string> = {
  awaiting_code: 'Waiting for the code',
  requested: 'Requested',
  settled: 'Settled',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** A request still counts against its note: at most one of these per note (a partial unique index). */
export const OPEN_REDEEM_REQUEST_STATUSES: readonly RedeemRequestStatus[] = [
  RedeemRequestStatus.awaiting_code,
  RedeemRequestStatus.requested,
];

/** Dollars as typed: '2500', '2,500.50'; at most twelve digits of dollars and two of cents. */
export const REDEEM_AMOUNT_MAX_LENGTH = 20;
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export const RedemptionMessages = {
  noteRequired: 'Choose the note to redeem.',
  amountRequired: 'Enter the amount to redeem.',
  amountFormat: 'Enter an amount in dollars and cents, such as 2500.00.',
  amountPositive: 'The amount must be more than $0.00.',
  aboveHolding: (maxCents: bigint) => `You can redeem at most ${formatMoney(maxCents)}.`,
  noteMatured: 'This note has matured: it is repaid at maturity and cannot be redeemed.',
  noteRedeemed: 'This note has been redeemed already.',
  alreadyRedeeming: 'This note already has a redemption request open: wait until it is settled or rejected.',
  penaltyNotAccepted: 'Confirm that you understand the early redemption penalty.',
  noSigningAuthority: 'Only someone with signing authority on the account can redeem its notes.',
  notAwaitingCode: 'This request is no longer waiting for a code.',
  alreadyConfirmed: 'This request has been confirmed already.',
  notOpen: 'This request is no longer open: it has been settled, rejected or replaced.',
  reasonRequired: 'Give the reason for rejecting the request.',
  invalidCode: AuthMessages.invalidCode,
  codeExpired: AuthMessages.codeExpired,
  noCodeRequested: AuthMessages.noCodeRequested,
  maxVerificationLimit: AuthMessages.maxVerificationLimit,
  codeSent: (channel: 'sms' | 'email', destination: string) =>
    `We sent a code by ${channel === 'sms' ? 'SMS' : 'e-mail'} to ${destination}.`,
  done: 'Your redemption request has been sent. It shows in the account’s open requests until it is settled.',
  penaltyCheckbox: 'I understand the early redemption penalty above.',
  settledTitle: (accountName: string) => `Your redemption was settled: ${accountName}`,
  rejectedTitle: (accountName: string) => `Your redemption was rejected: ${accountName}`,
} as const;

/** Cents of an amount typed as dollars ('2,500.50' -> 250050n), or null when it is not one. */
export function parseRedeemAmount(text: string): bigint | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!AMOUNT_PATTERN.test(cleaned)) return null;
  return toCents(cleaned);
}

const recordId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** POST /api/ipm/redeem-requests/ */
export const createRedeemRequestSchema = z
  .object({
    note: recordId(RedemptionMessages.noteRequired),
    whole: z.boolean(),
    /** Dollars as decimal text when part of the note ('2500.00'); ignored for the whole note. */
    amount: z.string().max(REDEEM_AMOUNT_MAX_LENGTH, RedemptionMessages.amountFormat).optional(),
    /** The person ticked 'I understand...' under the penalty text (a fixed-term note before maturity). */
    penalty_accepted: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.whole) checkPartAmount(value.amount, ctx);
  })
  .meta({ id: 'CreateRedeemRequest' });
export type CreateRedeemRequest = z.infer<typeof createRedeemRequestSchema>;

/** The amount of a part redemption: typed, dollars and cents, above zero (the holding is the server's check). */
function checkPartAmount(text: string | undefined, ctx: z.RefinementCtx) {
  const amount = text?.trim() ?? '';
  if (amount === '') {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: RedemptionMessages.amountRequired });
    return;
  }
  const cents = parseRedeemAmount(amount);
  if (cents === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: RedemptionMessages.amountFormat });
  else if (cents <= 0n) ctx.addIssue({ code: 'custom', path: ['amount'], message: RedemptionMessages.amountPositive });
}

export const RedeemHow = { whole: 'whole', part: 'part' } as const;
export type RedeemHow = ValueOf<typeof RedeemHow>;

/**
 * The redeem screen's form: whole or part, the amount for a part, and the penalty checkbox when the
 * note is fixed-term (redeemed early). Sent as `createRedeemRequestSchema`.
 */
export function redeemRequestFormSchema(penaltyApplies: boolean) {
  return z
    .object({
      how: z.enum(RedeemHow),
      amount: z.string().max(REDEEM_AMOUNT_MAX_LENGTH, RedemptionMessages.amountFormat),
      penalty_accepted: z.boolean(),
    })
    .superRefine((value, ctx) => {
      if (value.how === RedeemHow.part) checkPartAmount(value.amount, ctx);
      if (penaltyApplies && !value.penalty_accepted)
        ctx.addIssue({ code: 'custom', path: ['penalty_accepted'], message: RedemptionMessages.penaltyNotAccepted });
    });
}
export type RedeemRequestForm = z.infer<ReturnType<typeof redeemRequestFormSchema>>;

/** POST /api/ipm/redeem-requests/{id}/confirm/ */
export const confirmRedeemRequestSchema = z.object({ code: authCodeSchema }).meta({ id: 'ConfirmRedeemRequest' });
export type ConfirmRedeemRequest = z.infer<typeof confirmRedeemRequestSchema>;

/** POST /api/operator/redeem-requests/{id}/reject/ */
export const REJECT_REASON_MAX_LENGTH = 500;
export const rejectRedeemRequestSchema = z
  .object({
    reason: z
      .string({ error: RedemptionMessages.reasonRequired })
      .trim()
      .min(1, RedemptionMessages.reasonRequired)
      .max(REJECT_REASON_MAX_LENGTH, fieldSpecMessages.maxLength(REJECT_REASON_MAX_LENGTH)),
  })
  .meta({ id: 'RejectRedeemRequest' });
export type RejectRedeemRequest = z.infer<typeof rejectRedeemRequestSchema>;

/** GET /api/operator/redeem-requests/?status= */
/** What the redemptions queue orders by: a column's header. */
export const REDEEM_REQUESTS_ORDERING = ['amount', 'status', 'created', 'confirmed'] as const;

/** The redemptions queue: a page, newest first unless a column says otherwise, one status, a search of the account's name. */
export const redeemRequestsQuerySchema = queueQuerySchema(REDEEM_REQUESTS_ORDERING, '-created').extend({
  status: z.enum(RedeemRequestStatus).optional(),
});
export type RedeemRequestsQuery = z.infer<typeof redeemRequestsQuerySchema>;

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const redeemRequestSchema = z
  .object({
    id: z.number().int(),
    account: z.object({ id: z.number().int(), name: z.string() }),
    note: z.object({
      id: z.number().int(),
      label: z.string(),
      is_at_call: z.boolean(),
      maturity_date: z.string().nullable(),
      /** The note's balance when the request was read. */
      current_balance: money,
    }),
    /** Dollars: the whole balance at the request for a whole redemption. */
    amount: money,
    whole: z.boolean(),
    status: z.enum(RedeemRequestStatus),
    /** The early redemption penalty text the person was shown and accepted; null when none applied. */
    penalty_text: z.string().nullable(),
    /** Where the code went, as shown to the person: '0412 345 678' or an e-mail. */
    code_sent_to: z.string(),
    code_channel: z.enum(['sms', 'email']),
    resend_available_in: z.number().int(),
    created: z.string(),
    confirmed: z.string().nullable(),
    settled: z.string().nullable(),
    rejected: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'RedeemRequest' });
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

export const redeemRequestPageSchema = pageSchema(redeemRequestSchema).meta({ id: 'RedeemRequestPage' });
export type RedeemRequestPage = z.infer<typeof redeemRequestPageSchema>;
