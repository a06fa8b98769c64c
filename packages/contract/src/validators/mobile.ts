/** Australian mobile: 04 and eight more digits. Spaces are removed before sending (spec 1 §5). */
import { MOBILE_LENGTH, MOBILE_PREFIX } from './identifier-lengths.js';
import { digitsOf, removeWhitespace } from './digits.js';

export function normaliseMobile(value: string): string {
  return removeWhitespace(value);
}

export function isValidAuMobile(value: string): boolean {
  const mobile = normaliseMobile(value);
  return mobile.startsWith(MOBILE_PREFIX) && digitsOf(mobile, MOBILE_LENGTH) !== null;
}
