/**
 * Medicare card number, as printed on the card: '2123 45670 1'.
 *
 *   digits 1-8  the card identifier; the first is 2 to 6
 *   digit 9     check digit: digits 1-8 weighted 1, 3, 7, 9, 1, 3, 7, 9, sum mod 10
 *   digit 10    the issue number, 1 to 9
 *
 * Spec 1 §5 asks for 'max 16 with a checksum, first digit 2 to 6, last digit not 0'. The three
 * fit together like this: the 16 is the most characters the field takes as typed (the ten
 * digits in their printed groups, plus the individual reference number printed beside the
 * holder's name when someone keys it on the end: '2123 45670 1 1' is 14); the checksum and the
 * first-digit rule are those of digits 1-9; and the last digit, the issue number or an appended
 * reference number, is never 0. So the validator takes ten digits, or eleven when the eleventh
 * is a reference number 1-9. The reference number also has its own field (validated below).
 */
import { IdentityDocumentLimits } from '../identity/identity.constants.js';
import { removeWhitespace, weightedSum } from './digits.js';

const MEDICARE_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9] as const;
const MEDICARE_AS_DIGITS = /^[2-6]\d{8}[1-9][1-9]?$/;

export function normaliseMedicareCardNumber(value: string): string {
  return removeWhitespace(value);
}

export function isValidMedicareCardNumber(value: string): boolean {
  if (value.trim().length > IdentityDocumentLimits.medicareCardNumberMaxLength) return false;
  const number = normaliseMedicareCardNumber(value);
  if (!MEDICARE_AS_DIGITS.test(number)) return false;
  const digits = [...number].map(Number);
  return weightedSum(digits, MEDICARE_WEIGHTS) % 10 === digits[8];
}

/** The individual reference number: the holder's position on the card, 1 to 9. */
export function isValidMedicareIrn(value: string | number): boolean {
  return /^[1-9]$/.test(String(value).trim());
}
