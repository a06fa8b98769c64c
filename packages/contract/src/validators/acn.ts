/**
 * Australian Company Number: 9 digits, the last a check digit. Weight the first eight 8 down to
 * 1; the check digit is (10 - sum mod 10) mod 10. All zeros passes that check but is no company's
 * number: refused.
 */
import { ACN_LENGTH } from './identifier-lengths.js';
import { digitsOf, isAllZeros, removeWhitespace, weightedSum } from './digits.js';

const ACN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

export function normaliseAcn(value: string): string {
  return removeWhitespace(value);
}

/** Nine digits, whatever the check digit: enough to enable the ASIC lookup's Validate button. */
export function hasAcnLength(value: string): boolean {
  return digitsOf(normaliseAcn(value), ACN_LENGTH) !== null;
}

export function isValidAcn(value: string): boolean {
  const digits = digitsOf(normaliseAcn(value), ACN_LENGTH);
  if (!digits || isAllZeros(digits)) return false;
  const check = (10 - (weightedSum(digits, ACN_WEIGHTS) % 10)) % 10;
  return check === digits[8];
}
