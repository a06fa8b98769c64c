/**
 * Australian numbers in the groups they are printed in. Input may already carry spaces or a
 * BSB hyphen; text that does not hold the right number of digits comes back as given, so a
 * half-typed value is never mangled.
 */
import { removeWhitespace } from '../validators/digits.js';

function groupDigits(value: string, groups: readonly number[], separator: string, strip: RegExp): string {
  const digits = value.replace(strip, '');
  const total = groups.reduce((sum, size) => sum + size, 0);
  if (!new RegExp(`^\\d{${total}}$`).test(digits)) return value;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(separator);
}

const WHITESPACE = /\s+/g;
const WHITESPACE_OR_HYPHEN = /[\s-]+/g;

/** '51 824 753 556' */
export function formatAbn(value: string): string {
  return groupDigits(value, [2, 3, 3, 3], ' ', WHITESPACE);
}

/** '004 085 616' */
export function formatAcn(value: string): string {
  return groupDigits(value, [3, 3, 3], ' ', WHITESPACE);
}

/** '062-000' */
export function formatBsb(value: string): string {
  return groupDigits(value, [3, 3], '-', WHITESPACE_OR_HYPHEN);
}

/** '0412 345 678' */
export function formatMobile(value: string): string {
  return removeWhitespace(value).startsWith('04') ? groupDigits(value, [4, 3, 3], ' ', WHITESPACE) : value;
}

/**
 * Where a code went, shown before the second factor is confirmed: enough for the person to
 * recognise their own number or address, too little for someone who has only the password.
 * '0412 345 678' -> '•••• ••• 678'; 'olivia@example.com' -> 'o•••••@example.com'.
 */
export function maskDestination(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}${'•'.repeat(Math.max(3, at - 1))}${value.slice(at)}`;
  const digits = removeWhitespace(value);
  if (digits.length <= 3) return '•'.repeat(digits.length);
  const tail = digits.slice(-3);
  return /^04\d{8}$/.test(digits) ? `•••• ••• ${tail}` : '•'.repeat(digits.length - 3) + tail;
}
