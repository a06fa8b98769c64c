/**
 * Money crosses the wire two ways: integer cents (settings, totals the server computes) and
 * decimal strings of dollars (Postgres numeric). Both become a bigint of cents here, so no
 * amount ever passes through floating-point arithmetic.
 */
import { formatScaledInteger, toScaledInteger } from '../numbers/decimal.js';

export type MoneyInput = number | bigint | string;

/**
 * Cents of an amount. A number or bigint is already integer cents; a string is dollars written
 * as a decimal ('1234.56'), rounded half away from zero to the cent.
 */
export function toCents(value: MoneyInput): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Cents must be a safe integer: ${value}`);
    return BigInt(value);
  }
  return toScaledInteger(value, 2);
}

/** Dollars as the decimal string the wire carries: 123456n -> '1234.56'. */
export function centsToDecimalString(cents: number | bigint): string {
  return formatScaledInteger(toCents(cents), 2);
}
