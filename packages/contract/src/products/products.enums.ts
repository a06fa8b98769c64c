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

/** The unit of a loan note type's term: the at-call note runs in hours, the others in months. */
export const NoteTermUnit = { hours: 'hours', months: 'months' } as const;
export type NoteTermUnit = ValueOf<typeof NoteTermUnit>;

/** How a loan note type's rate is set: fixed for the term, or variable (reset by the provider). */
export const InterestType = { fixed: 'fixed', variable: 'variable' } as const;
export type InterestType = ValueOf<typeof InterestType>;

/**
 * The four levels of the industry classification, broadest first, as investment managers
 * classify listed companies. Restrictions are chosen at any level and cascade down (spec 2 §4).
 */
export const IndustryLevel = {
  sector: 'sector',
  industry_group: 'industry_group',
  industry: 'industry',
  sub_industry: 'sub_industry',
} as const;
export type IndustryLevel = ValueOf<typeof IndustryLevel>;
