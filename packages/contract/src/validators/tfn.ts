/**
 * Tax File Number: 9 digits (8 for some older numbers) with the ATO check, a weighted sum that
 * is a multiple of 11. All zeros passes that check but is the ATO's "TFN not quoted": refused.
 */
import { TFN_MAX_LENGTH, TFN_MIN_LENGTH } from './identifier-lengths.js';
import { digitsOf, isAllZeros, removeWhitespace, weightedSum } from './digits.js';

const TFN_WEIGHTS_9 = [1, 4, 3, 7, 5, 8, 6, 9, 10] as const;
const TFN_WEIGHTS_8 = [10, 7, 8, 4, 6, 3, 5, 1] as const;

export function normaliseTfn(value: string): string {
  return removeWhitespace(value);
}

export function isValidTfn(value: string): boolean {
  const tfn = normaliseTfn(value);
  const nine = digitsOf(tfn, TFN_MAX_LENGTH);
  if (nine) return !isAllZeros(nine) && weightedSum(nine, TFN_WEIGHTS_9) % 11 === 0;
  const eight = digitsOf(tfn, TFN_MIN_LENGTH);
  if (eight) return !isAllZeros(eight) && weightedSum(eight, TFN_WEIGHTS_8) % 11 === 0;
  return false;
}
