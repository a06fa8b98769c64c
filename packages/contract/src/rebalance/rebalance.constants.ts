/** Rebalance tables hold fractions; the page multiplies them by this to show percentages. */
export const REBALANCE_PERCENT_MULTIPLIER = 100;
