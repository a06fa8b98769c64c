import type { ValueOf } from '../value-of.js';

/** Channels a two-factor code can be sent over (spec 1 §3-§4). */
export const TwoFactorChannel = { sms: 'sms', email: 'email' } as const;
export type TwoFactorChannel = ValueOf<typeof TwoFactorChannel>;
