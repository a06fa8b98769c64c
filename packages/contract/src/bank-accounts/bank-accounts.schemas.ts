/**
 * Bank accounts and their change requests on the wire (spec 2 §2 Bank account, §3 Bank account and
 * change requests, §5 bank account rules, §7 "Bank account options", "Bank accounts", "Bank
 * documents", "BSB detail", "Change requests"; issue #19). One source for the forms and the routes.
 */
import { z } from 'zod';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { securitySchemaResponseSchema } from '../auth/auth.schemas.js';
import { bankAccountNumberSchema, bsbSchema } from '../fields/identifiers.js';
import { recordIdParamSchema, recordIdSchema } from '../fields/record-id.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { optionalTextField, requiredTextField } from '../fields/text-field.js';
import { AccountSetupLimits } from '../accounts/accounts.constants.js';
import { BankAccountMessages } from './bank-accounts.messages.js';
import {
  BankAccountStatus,
  BankChangeRequestKind,
  ChangeRequestAction,
  ChangeRequestStatus,
} from './bank-accounts.enums.js';

export const BankAccountLimits = {
  bankNameMaxLength: 100,
  branchNameMaxLength: 255,
  passwordMaxLength: 128,
  /** Days a change request waits for its answers and approval before it expires. */
  changeRequestExpiryDays: 14,
} as const;

/** GET /api/accounts/bank/{bsb}/detail/: '062000' and '062-000' alike. */
export const bsbParamsSchema = z.object({ bsb: z.string().max(20) });

/** One branch of the BSB directory (the Australian Payments Network's published layout). */
export const bsbDetailSchema = z
  .object({
    bsb: z.string(),
    bank: z.string(),
    mnemonic: z.string(),
    branch_name: z.string(),
    street: z.string(),
    suburb: z.string(),
    state: z.string(),
    postcode: z.string(),
    /** Which payment systems the branch takes: P(aper), E(lectronic), H(igh value), in BSB file order. */
    payment_flags: z.string(),
  })
  .meta({ id: 'BsbDetail' });
export type BsbDetail = z.infer<typeof bsbDetailSchema>;

/** What `npm run admin -- bsb import` reports (POST /api/operator/bsb-directory/). */
export const bsbImportResultSchema = z
  .object({ imported: z.number().int(), removed: z.number().int(), unchanged: z.number().int() })
  .meta({ id: 'BsbImportResult' });
export type BsbImportResult = z.infer<typeof bsbImportResultSchema>;

/** A bank statement uploaded for a bank account (POST /api/accounts/bank-account-documents/). */
export const bankAccountDocumentSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    /** Where its content is served to its owner. */
    file: z.string(),
    content_type: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'BankAccountDocument' });
export type BankAccountDocument = z.infer<typeof bankAccountDocumentSchema>;

/**
 * POST /accounts/{id}/bank-accounts/ and PATCH .../{bid}/ (spec 2 §5): BSB of 6 digits; bank and
 * branch required (the lookup fills them; the server takes the directory's names when it knows
 * the BSB); name up to 255; number digits only, up to 10; a statement; the password only when
 * OPTIONS says `is_password_required` (the server checks that rule).
 */
export const bankAccountInputSchema = z
  .object({
    bsb: bsbSchema,
    bank: requiredTextField(BankAccountLimits.bankNameMaxLength),
    branch: requiredTextField(BankAccountLimits.branchNameMaxLength),
    name: requiredTextField(AccountSetupLimits.bankAccountNameMaxLength),
    number: bankAccountNumberSchema,
    document_file: recordIdSchema.nullable().default(null),
    password: optionalTextField(BankAccountLimits.passwordMaxLength).default(''),
  })
  .superRefine((form, ctx) => {
    if (form.document_file === null) {
      ctx.addIssue({ code: 'custom', path: ['document_file'], message: BankAccountMessages.documentRequired });
    }
  })
  // Not 'BankAccountInput': the OpenAPI document names BankAccount's input form so, and the two would collide.
  .meta({ id: 'BankAccountWrite' });
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;
export type BankAccountValues = z.output<typeof bankAccountInputSchema>;

/** OPTIONS /accounts/{id}/bank-accounts/: the password rule and the two-factor guard's schema. */
export const bankAccountOptionsSchema = securitySchemaResponseSchema
  .extend({ is_password_required: z.boolean() })
  .meta({ id: 'BankAccountOptions' });
export type BankAccountOptions = z.infer<typeof bankAccountOptionsSchema>;

export const changeRequestInitiatorSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  is_current_user: z.boolean(),
});

/** Bank details as a request shows them: the number masked to its last 3 digits. */
export const maskedBankDetailsSchema = z
  .object({
    name: z.string(),
    bsb: z.string(),
    number: z.string(),
    bank: z.string(),
    branch: z.string(),
  })
  .meta({ id: 'MaskedBankDetails' });
export type MaskedBankDetails = z.infer<typeof maskedBankDetailsSchema>;

export const changeRequestEventSchema = z.object({
  action: z.enum(ChangeRequestAction),
  /** The member's name, or 'Portfolio manager' / 'Portal' for the provider's side. */
  actor_name: z.string(),
  at: z.string(),
});
export type ChangeRequestEvent = z.infer<typeof changeRequestEventSchema>;

/**
 * A change request as spec 2 §3 has it (id, status, initiator, new_data for edit) with what the
 * review screens need: who still answers and what the caller may do.
 */
export const changeRequestSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    kind: z.enum(BankChangeRequestKind),
    status: z.enum(ChangeRequestStatus),
    status_display: z.string(),
    account: z.object({ id: z.number().int(), name: z.string() }),
    bank_account_id: z.number().int(),
    initiator: changeRequestInitiatorSchema,
    /** The details before (edit, delete, link) and after (verify, edit); null where not relevant. */
    old_data: maskedBankDetailsSchema.nullable(),
    new_data: maskedBankDetailsSchema.nullable(),
    /** For link: the product whose bank account changes. */
    product: z.string().nullable(),
    /** Agreements the signing authority needs besides the initiator's, and how many came. */
    confirmations_required: z.number().int(),
    confirmations_received: z.number().int(),
    /** Members who still have to answer, by name. */
    waiting_for: z.array(z.string()),
    can_confirm: z.boolean(),
    can_decline: z.boolean(),
    can_cancel: z.boolean(),
    created_at: z.string(),
    expires_at: z.string(),
    history: z.array(changeRequestEventSchema),
  })
  .meta({ id: 'ChangeRequest' });
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/** A bank account (spec 2 §3), with its open requests of each kind. */
export const bankAccountSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    account: z.number().int(),
    status: z.enum(BankAccountStatus),
    name: z.string(),
    bsb: z.string(),
    number: z.string(),
    bank: z.string(),
    branch: z.string(),
    bsb_was_found: z.boolean(),
    document_file: bankAccountDocumentSchema.nullable(),
    /** The password itself is never sent back. */
    has_password: z.boolean(),
    /** Products of the account that pay into and from this bank account. */
    linked_products: z.array(z.string()),
    verify_change_request: changeRequestSchema.nullable(),
    edit_change_request: changeRequestSchema.nullable(),
    delete_change_request: changeRequestSchema.nullable(),
    link_change_request: changeRequestSchema.nullable(),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountListSchema = z.array(bankAccountSchema).meta({ id: 'BankAccountList' });

/** `/accounts/{id}/bank-accounts/{bid}/` */
export const bankAccountParamsSchema = z.object({ id: recordIdParamSchema, bid: recordIdParamSchema });

/**
 * PUT /accounts/{id}/linked-bank-accounts/{product}/: which bank account a product uses. Before
 * activation it applies at once; after, it opens a link request.
 */
export const linkBankAccountSchema = z.object({ bank_account: recordIdSchema }).meta({ id: 'LinkBankAccount' });
export const productParamsSchema = z.object({ id: recordIdParamSchema, product: z.string().max(10) });

/** GET /accounts/{id}/bank-change-requests/: the account's requests, newest first (its history). */
export const changeRequestListSchema = z.array(changeRequestSchema).meta({ id: 'ChangeRequestList' });

/** POST /accounts/change-requests/{id}/decline/ (a member) and the operator's decline: an optional reason. */
export const changeRequestDeclineSchema = z
  .object({ reason: optionalTextField(500).default('') })
  .meta({ id: 'ChangeRequestDecline' });

/** POST /api/operator/change-requests/{id}/decline/: the portfolio manager's refusal always gives its reason. */
export const operatorChangeRequestDeclineSchema = z
  .object({
    reason: z
      .string({ error: BankAccountMessages.declineReasonRequired })
      .trim()
      .min(1, BankAccountMessages.declineReasonRequired)
      .max(500, fieldSpecMessages.maxLength(500)),
  })
  .meta({ id: 'OperatorChangeRequestDecline' });
export type OperatorChangeRequestDecline = z.infer<typeof operatorChangeRequestDeclineSchema>;

/** What the change-requests queue orders by: a column's header. */
export const OPERATOR_CHANGE_REQUESTS_ORDERING = ['kind', 'status', 'created_at', 'expires_at'] as const;

/**
 * Operator API: the change-requests queue, a page at a time, newest first unless a column says
 * otherwise; one status (awaiting_approval waits for the portfolio manager) and a search of the
 * account's name or the initiator's name or e-mail.
 */
export const operatorChangeRequestsQuerySchema = queueQuerySchema(
  OPERATOR_CHANGE_REQUESTS_ORDERING,
  '-created_at',
).extend({
  status: z.enum(ChangeRequestStatus).optional(),
});
export type OperatorChangeRequestsQuery = z.infer<typeof operatorChangeRequestsQuerySchema>;

export const changeRequestPageSchema = pageSchema(changeRequestSchema).meta({ id: 'ChangeRequestPage' });
export type ChangeRequestPage = z.infer<typeof changeRequestPageSchema>;
