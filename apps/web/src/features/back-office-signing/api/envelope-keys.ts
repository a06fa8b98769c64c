/** Root of the back office's envelope queries: a reminder or a void reloads the queue and the envelope. */
export const BACK_OFFICE_ENVELOPES_ROOT = ['back-office-envelopes'] as const;
