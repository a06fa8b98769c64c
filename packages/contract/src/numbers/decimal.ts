/**
 * Exact decimal rounding on digit strings. Amounts arrive as decimal strings from the wire and
 * percentages as numbers; binary floating point would turn 1.005 into 1.00 and 0.1 + 0.2 into
 * 0.30000000000000004, so everything here works on the decimal digits instead.
 */

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Writes a number with plain digits. `String(n)` is the shortest text that reads back as the
 * same number, which is what a person sees, but it switches to exponent form for very large and
 * very small values.
 */
export function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  const exponentAt = text.indexOf('e');
  if (exponentAt === -1) return text;

  const sign = text.startsWith('-') ? '-' : '';
  const mantissa = text.slice(sign.length, exponentAt);
  const exponent = Number(text.slice(exponentAt + 1));
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const pointAt = whole.length + exponent;
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/**
 * The value times 10^scale as an integer, rounded half away from zero (the way people round
 * money by hand, and what `toFixed` would do if floats were decimal).
 */
export function toScaledInteger(value: number | string, scale: number): bigint {
  const text = typeof value === 'number' ? numberToDecimalText(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not a decimal number: '${value}'`);

  const padded = fraction.padEnd(scale + 1, '0');
  let magnitude = BigInt((whole || '0') + padded.slice(0, scale));
  if ((padded[scale] ?? '0') >= '5') magnitude += 1n;
  return match[1] === '-' ? -magnitude : magnitude;
}

/** Writes an integer scaled by 10^scale as a decimal, with optional thousands separators. */
export function formatScaledInteger(scaled: bigint, scale: number, options: { groupThousands?: boolean } = {}): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const grouped = options.groupThousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${negative ? '-' : ''}${grouped}${scale > 0 ? `.${fraction}` : ''}`;
}
