/** Generated reports (spec 3 §2.10-§2.11). */

/** The new-report badge shows at most this number. */
export const REPORT_BADGE_CAP = 9;
/** With every one of this many report types chosen, a report's type reads 'All reports'. */
export const ALL_REPORT_TYPES_COUNT = 8;
