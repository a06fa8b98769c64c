/**
 * The products a company application offers (spec 1 §3, spec 2 §1, §9). Each enumeration is a
 * const object whose values are the wire strings; `z.enum(X)` accepts the object directly.
 */
import type { ValueOf } from '../value-of.js';

export const ProductKey = { ipm: 'ipm', icf: 'icf', viv: 'viv' } as const;
export type ProductKey = (typeof ProductKey)[keyof typeof ProductKey];

/** Interest payment frequency: 48-hour notes pay monthly, others quarterly (spec 2 §9). */
export const Frequency = { monthly: 'monthly', quarterly: 'quarterly' } as const;
export type Frequency = ValueOf<typeof Frequency>;
