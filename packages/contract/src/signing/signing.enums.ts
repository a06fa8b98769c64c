import type { ValueOf } from '../value-of.js';

/** Events the e-signature provider reports on return (spec 2 §4). */
export const SignResultEvent = {
  signing_complete: 'signing_complete',
  decline: 'decline',
  cancel: 'cancel',
  viewing_complete: 'viewing_complete',
  ttl_expired: 'ttl_expired',
  session_timeout: 'session_timeout',
} as const;
export type SignResultEvent = ValueOf<typeof SignResultEvent>;
