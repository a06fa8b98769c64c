/**
 * The reason staff give for a refusal or a change of status (issue #23: "A reason is required for
 * every refusal and status change"): one rule for every back-office form and operator route that
 * asks for one. The audit trail keeps it with the call.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';

export const STAFF_REASON_MAX_LENGTH = 500;

export const StaffReasonMessages = {
  reasonRequired: 'Give the reason: it is kept in the audit trail.',
} as const;

/** The reason itself: trimmed, at least one character, at most STAFF_REASON_MAX_LENGTH. */
export const staffReasonField = z
  .string({ error: StaffReasonMessages.reasonRequired })
  .trim()
  .min(1, StaffReasonMessages.reasonRequired)
  .max(STAFF_REASON_MAX_LENGTH, fieldSpecMessages.maxLength(STAFF_REASON_MAX_LENGTH));

/** A body of just `{reason}`: deactivating an account, ending a user's sessions, cancelling a report. */
export const staffReasonSchema = z.object({ reason: staffReasonField }).meta({ id: 'StaffReason' });
export type StaffReason = z.infer<typeof staffReasonSchema>;
