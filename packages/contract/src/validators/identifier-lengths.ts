/**
 * Lengths of the identifiers the validators check (spec 1 §5, spec 2 §5, §9). They count digits,
 * as the numbers are checked once spaces are gone; tax identification numbers count characters.
 */

export const ABN_LENGTH = 11;
export const ACN_LENGTH = 9;
export const BSB_LENGTH = 6;
export const TFN_MIN_LENGTH = 8;
export const TFN_MAX_LENGTH = 9;
/** Tax identification number of another country on account tax forms: digits only. */
export const TIN_MAX_LENGTH = 18;
/**
 * Ours: any country's tax identification number as typed (letters, digits, spaces, hyphens,
 * slashes), whatever a form then asks of it (see validators/tin.ts).
 */
export const TIN_INPUT_MAX_LENGTH = 30;
export const MOBILE_LENGTH = 10;
export const MOBILE_PREFIX = '04';
