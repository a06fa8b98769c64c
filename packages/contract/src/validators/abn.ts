/**
 * Australian Business Number: 11 digits with the ATO check. Subtract 1 from the first digit,
 * weight the digits 10, 1, 3, 5, ..., 19; the sum is a multiple of 89. All zeros already fails
 * that (its sum is -10) and is refused outright too, as the TFN and ACN are.
 */
import { ABN_LENGTH } from './identifier-lengths.js';
import { digitsOf, isAllZeros, removeWhitespace, weightedSum } from './digits.js';

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export function normaliseAbn(value: string): string {
  return removeWhitespace(value);
}

export function isValidAbn(value: string): boolean {
  const digits = digitsOf(normaliseAbn(value), ABN_LENGTH);
  if (!digits || isAllZeros(digits)) return false;
  const [first = 0, ...rest] = digits;
  return weightedSum([first - 1, ...rest], ABN_WEIGHTS) % 89 === 0;
}
