import { toCents, type MoneyInput } from '../money/cents.js';
import { formatScaledInteger } from '../numbers/decimal.js';

export interface FormatMoneyOptions {
  /** Drop '.00' from whole-dollar amounts, as the minimum-amount messages do ('$10,000'). */
  omitZeroCents?: boolean;
}

/**
 * '$1,234.56'. Integer cents (number or bigint) or a decimal string of dollars. A negative
 * amount reads '-$1,234.56', the sign before the symbol as Australian statements print it.
 */
export function formatMoney(value: MoneyInput, options: FormatMoneyOptions = {}): string {
  const cents = toCents(value);
  const magnitude = cents < 0n ? -cents : cents;
  const wholeDollars = options.omitZeroCents === true && magnitude % 100n === 0n;
  const digits = wholeDollars
    ? formatScaledInteger(magnitude / 100n, 0, { groupThousands: true })
    : formatScaledInteger(magnitude, 2, { groupThousands: true });
  return `${cents < 0n ? '-' : ''}$${digits}`;
}
