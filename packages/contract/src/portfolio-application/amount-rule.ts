/**
 * The amount inputs of the portfolio application (spec 2 §5): a $ prefix outside the text, dollars
 * with at most 2 decimals, no negatives, at most 15 characters as typed (thousands commas count).
 * One rule for the form and the route.
 */
import { toCents, type MoneyInput } from '../money/cents.js';
import { formatScaledInteger } from '../numbers/decimal.js';
import { portfolioApplicationFormMessages as M } from './portfolio-application.messages.js';

export const AMOUNT_INPUT_MAX_LENGTH = 15;

/** The first thing wrong with an amount as typed, or null when it is a valid amount above $0. */
export function amountProblem(typed: string): string | null {
  const text = typed.trim();
  if (text.length > AMOUNT_INPUT_MAX_LENGTH) return M.amountMaxLength(AMOUNT_INPUT_MAX_LENGTH);
  if (text.startsWith('-')) return M.amountNotNegative;
  const plain = text.replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d*)?$/.test(plain)) return M.amountFormat;
  const decimals = plain.split('.')[1];
  if (decimals !== undefined && decimals.length > 2) return M.amountTwoDecimals;
  if (amountToCents(plain) <= 0n) return M.amountAboveZero;
  return null;
}

/** Integer cents of a valid amount as typed ('250,000.5' -> 25000050n). */
export function amountToCents(typed: string): bigint {
  const plain = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  return toCents(plain.endsWith('.') ? plain.slice(0, -1) : plain);
}

/** An amount (cents, or dollars as wire text) as the input shows it: 25000050 or '250000.50' -> '250,000.50'. */
export function formatAmountInput(amount: MoneyInput): string {
  return formatScaledInteger(toCents(amount), 2, { groupThousands: true });
}
