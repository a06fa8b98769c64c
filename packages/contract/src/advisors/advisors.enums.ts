/** The quarterly review booking's time of day (spec 3 §2.7, §5). */
import type { ValueOf } from '../value-of.js';

export const PreferredTime = { morning: 'morning', afternoon: 'afternoon' } as const;
export type PreferredTime = ValueOf<typeof PreferredTime>;

export const PreferredTimeLabel = {
  morning: 'Morning',
  afternoon: 'Afternoon',
} as const satisfies Record<PreferredTime, string>;
