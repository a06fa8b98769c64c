import { formatScaledInteger, toScaledInteger } from '../numbers/decimal.js';

/** A value already in percent: 12.345 -> '12.35%'. Strings are read as exact decimals. */
export function formatPercent(value: number | string, decimals = 2): string {
  return `${formatScaledInteger(toScaledInteger(value, decimals), decimals)}%`;
}

/**
 * A fraction shown as a percentage: 0.1234 -> '12.34%'. Rebalance tables hold fractions
 * (spec 3 §2.9). Scaling the fraction by two more places is the same as multiplying by 100,
 * without the float error that 0.1234 * 100 would bring.
 */
export function formatFractionAsPercent(value: number | string, decimals = 2): string {
  return `${formatScaledInteger(toScaledInteger(value, decimals + 2), decimals)}%`;
}
