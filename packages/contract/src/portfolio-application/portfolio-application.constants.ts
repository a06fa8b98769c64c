/** The portfolio application's allocation and restriction rules (spec 2 §5, §7, §9). */

export const ALLOCATION_TOTAL_PERCENT = 100;
/**
 * The key of the asset allocation category that holds cash. Its options' `min_value`s together
 * are the cash minimum of an allocation (the reference data's one source of that figure; the
 * message takes it as {n}).
 */
export const CASH_CATEGORY_KEY = 'cash';

/** A new security restriction starts with one unit, a cost base of 1 and tomorrow's date. */
export const SecurityRestrictionDefaults = { units: 1, costBase: 1, purchaseDateOffsetDays: 1 } as const;

/** Strategic allocation labels are cached this long (spec 2 §7). */
export const TAILORED_LABELS_CACHE_MS = 15 * 60 * 1000;
