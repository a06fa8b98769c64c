/**
 * Rebalance reports in the back office (issue #23 item 2, "rebalance reports: publish, cancel"):
 * the staff's server-paged list of every report, and cancelling with a reason (kept in the audit
 * trail; "a reason is required for every refusal and status change").
 */
import { z } from 'zod';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { isIsoDate } from '../dates/calendar-date.js';
import { FORMATTED_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { recordIdParamSchema } from '../fields/record-id.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { RebalanceStatus, RebalanceType } from './rebalance.enums.js';
import { STAFF_REASON_MAX_LENGTH, StaffReasonMessages, staffReasonField } from '../back-office/staff-reason.js';

export const REBALANCE_CANCEL_REASON_MAX = STAFF_REASON_MAX_LENGTH;

export const RebalanceOperatorMessages = {
  reasonRequired: StaffReasonMessages.reasonRequired,
} as const;

/** The columns the staff's list orders by (`ordering`, `-` for descending). */
export const OPERATOR_REBALANCE_ORDERINGS = ['created', 'date', 'account_name', 'status', 'external_id'] as const;

const DATE_MESSAGE = 'Enter the date as YYYY-MM-DD.';
const dateFilter = z
  .string()
  .trim()
  .max(FORMATTED_INPUT_MAX_LENGTH, { error: DATE_MESSAGE, abort: true })
  .refine(isIsoDate, DATE_MESSAGE)
  .optional();

/**
 * GET /api/operator/rebalance-reports/: every report, newest published first by default.
 * `account` is the account's id; `published_*` bound the day it was first published,
 * `cancelled_*` the day it was cancelled (inclusive, UTC days); `search` matches the account's
 * name or the external id.
 */
export const operatorRebalanceQuerySchema = queueQuerySchema(OPERATOR_REBALANCE_ORDERINGS, '-created').extend({
  account: recordIdParamSchema.optional(),
  status: z.enum(RebalanceStatus).optional(),
  published_from: dateFilter,
  published_to: dateFilter,
  cancelled_from: dateFilter,
  cancelled_to: dateFilter,
});
export type OperatorRebalanceQuery = z.infer<typeof operatorRebalanceQuerySchema>;
export type OperatorRebalanceQueryInput = z.input<typeof operatorRebalanceQuerySchema>;

export const operatorRebalanceReportSchema = z
  .object({
    id: z.number().int(),
    external_id: z.string(),
    account: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
    rebalance_type: z.enum(RebalanceType),
    status: z.enum(RebalanceStatus),
    /** The rebalance date, yyyy-mm-dd. */
    date: z.string(),
    /** When it was first published. */
    created: z.string(),
    updated: z.string(),
    /** When it was cancelled (its last change, for a cancelled report); null otherwise. */
    cancelled: z.string().nullable(),
  })
  .meta({ id: 'OperatorRebalanceReport' });
export type OperatorRebalanceReport = z.infer<typeof operatorRebalanceReportSchema>;

export const operatorRebalancePageSchema = pageSchema(operatorRebalanceReportSchema).meta({
  id: 'OperatorRebalancePage',
});
export type OperatorRebalancePage = z.infer<typeof operatorRebalancePageSchema>;

/** POST /api/operator/rebalance-reports/{external_id}/cancel/: the reason is kept in the audit trail. */
export const rebalanceCancelBodySchema = z.object({ reason: staffReasonField }).meta({ id: 'RebalanceCancel' });
export type RebalanceCancelBody = z.infer<typeof rebalanceCancelBodySchema>;
