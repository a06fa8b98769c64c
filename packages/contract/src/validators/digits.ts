/**
 * People type identifiers the way they are printed, in groups ('51 824 753 556'). Validators
 * read the digits without the spaces; what reaches the server is the bare digits.
 */
export function removeWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Digit values of a string that is exactly `length` digits, else null. */
export function digitsOf(value: string, length: number): number[] | null {
  if (value.length !== length || !/^\d+$/.test(value)) return null;
  return [...value].map(Number);
}

/** Sum of digit times weight, position by position. */
export function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0);
}

/**
 * Whether every digit is 0. The all-zero number passes the TFN and ACN checks (a weighted sum of
 * 0) yet is nobody's: the ATO uses 000 000 000 for "TFN not quoted". Validators refuse it.
 */
export function isAllZeros(digits: readonly number[]): boolean {
  return digits.every((digit) => digit === 0);
}
