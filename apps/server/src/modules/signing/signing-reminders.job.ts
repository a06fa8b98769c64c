import type { SigningService } from './signing.service.js';

/** The queue whose jobs remind an envelope's signers, SIGNING_REMINDER_DAYS apart. */
export const SIGNING_REMINDER_QUEUE = 'signing.remind';

export interface SigningReminderPayload {
  envelope_id: number;
  /** Which automatic reminder this is, from 1. */
  nth: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The schedule as `SigningServiceOptions.scheduleReminder`: the `nth` reminder `days` after the
 * one before (the first after sending), up to `count` of them; nothing when `days` is 0.
 */
export function reminderSchedule(
  enqueue: (payload: SigningReminderPayload, delayMs: number) => Promise<unknown>,
  settings: { days: number; count: number },
): (envelopeId: number, nth: number) => Promise<void> {
  return async (envelopeId, nth) => {
    if (settings.days === 0 || nth > settings.count) return;
    await enqueue({ envelope_id: envelopeId, nth }, settings.days * DAY_MS);
  };
}

/** Runs one automatic reminder: nothing once the envelope is finished (signed, declined, voided). */
export async function sendScheduledReminder(signing: SigningService, job: SigningReminderPayload): Promise<void> {
  await signing.remindOnSchedule(job.envelope_id, job.nth);
}
