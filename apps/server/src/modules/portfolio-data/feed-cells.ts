import { isIsoDate, toCents } from '@portal/contract';

/**
 * Readers for one cell of a feed file. Each answers the value, or a reason the operator can act
 * on. Amounts never pass through a float: the text's digits become integer cents.
 */
export type Cell<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = (reason: string): Cell<never> => ({ ok: false, reason });

const AMOUNT = /^-?\d{1,13}(\.\d+)?$/;
const DECIMAL = /^-?\d{1,14}(\.\d+)?$/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredText(text: string, max = 200): Cell<string> {
  const value = text.trim();
  if (value === '') return bad('is required');
  if (value.length > max) return bad(`is longer than ${max} characters`);
  return ok(value);
}

/** Dates seen valid: a feed repeats the same few dates millions of times. */
const validDates = new Set<string>();

export function isoDate(text: string): Cell<string> {
  if (validDates.has(text)) return ok(text);
  if (!isIsoDate(text)) return bad(`'${text}' is not a date written YYYY-MM-DD`);
  if (validDates.size > 10_000) validDates.clear();
  if (text.trim() === text) validDates.add(text);
  return ok(text.trim());
}

/** Dollars with at most two decimals ('1234.5', '-12.34') as integer cents. */
export function dollarsToCents(text: string, { signed = true } = {}): Cell<number> {
  const value = text.trim();
  if (!AMOUNT.test(value)) return bad(`'${text}' is not an amount in dollars (digits, optional '.' and cents)`);
  if ((value.split('.')[1]?.length ?? 0) > 2) return bad(`'${text}' has more than 2 decimal places`);
  if (!signed && value.startsWith('-')) return bad(`'${text}' must not be negative`);
  return ok(Number(toCents(value)));
}

/** The usual shape of a unit or price cell, read in one step (a day's feed has millions of them). */
const PLAIN_DECIMAL6 = /^(-?)(\d{1,14})(?:\.(\d{1,6}))?$/;

/** Units and prices: at most six decimals, kept as the decimal text the numeric column stores. */
export function decimal6(text: string, { signed = false } = {}): Cell<string> {
  // Normalised ('1.5' and '01.500000' are one stored value) by digits, never through a float.
  const plain = PLAIN_DECIMAL6.exec(text);
  if (plain && (signed || plain[1] === '')) {
    const whole = plain[2]!.length > 1 && plain[2]!.startsWith('0') ? plain[2]!.replace(/^0+(?=\d)/, '') : plain[2]!;
    const digits = `${whole}.${((plain[3] ?? '') + '000000').slice(0, 6)}`;
    return ok(plain[1] && /[1-9]/.test(digits) ? `-${digits}` : digits);
  }
  const value = text.trim();
  if (value !== text) return decimal6(value, { signed });
  if (!DECIMAL.test(value)) return bad(`'${text}' is not a number (digits and an optional '.')`);
  if ((value.split('.')[1]?.length ?? 0) > 6) return bad(`'${text}' has more than 6 decimal places`);
  return bad(`'${text}' must not be negative`);
}

/**
 * True when the text is a decimal as feeds write it (optional '-' when signed, 1-14 digits, at
 * most six decimals, nothing around it): checked by character, without allocating, for the
 * millions of cells of a day's holdings. Such text is a value the numeric columns take as is.
 */
export function isPlainDecimal6(text: string, signed: boolean): boolean {
  const n = text.length;
  let i = signed && n > 0 && text.charCodeAt(0) === 0x2d ? 1 : 0;
  const wholeStart = i;
  while (i < n && isDigit(text.charCodeAt(i))) i++;
  const whole = i - wholeStart;
  if (whole === 0 || whole > 14) return false;
  if (i === n) return true;
  if (text.charCodeAt(i) !== 0x2e) return false;
  const decimals = n - i - 1;
  if (decimals === 0 || decimals > 6) return false;
  for (i++; i < n; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

/** True for text a required-text cell keeps as it is: 1..max characters, printable ASCII at both ends. */
export function isPlainText(text: string, max: number): boolean {
  const n = text.length;
  if (n === 0 || n > max) return false;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(n - 1);
  return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f;
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

export function optionalDecimal6(text: string): Cell<string | null> {
  return text.trim() === '' ? ok(null) : decimal6(text);
}

export function color(text: string): Cell<string> {
  const value = text.trim();
  return COLOR.test(value) ? ok(value.toUpperCase()) : bad(`'${text}' is not a colour written #RRGGBB`);
}

export function email(text: string): Cell<string> {
  const value = text.trim().toLowerCase();
  return EMAIL.test(value) ? ok(value) : bad(`'${text}' is not an e-mail address`);
}

export function oneOf<T extends string>(text: string, values: readonly T[]): Cell<T> {
  const value = text.trim() as T;
  return values.includes(value) ? ok(value) : bad(`'${text}' is not one of ${values.join(', ')}`);
}
