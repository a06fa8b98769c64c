import { centsToDecimalString, toCents, type InvestmentRow } from '@portal/contract';

/**
 * Rows with the same code as one row (spec 3 §2.5, a card that is not maximized): units and value
 * summed, exactly. Value is money, summed in cents; units keep their own precision, so they are
 * summed as integers scaled to the longest fraction among them.
 */
export function mergeInvestmentRows(rows: readonly InvestmentRow[], ordering: string): InvestmentRow[] {
  const merged = new Map<string, InvestmentRow>();
  for (const row of rows) {
    const seen = merged.get(row.code);
    if (!seen) {
      merged.set(row.code, { ...row });
      continue;
    }
    merged.set(row.code, {
      ...seen,
      units: addDecimals(seen.units, row.units),
      value: centsToDecimalString(toCents(seen.value) + toCents(row.value)),
      is_strike: seen.is_strike || row.is_strike,
    });
  }
  // Sums move rows: put them back in the order the server sorted by ('-value' = largest first).
  return [...merged.values()].sort(byOrdering(ordering));
}

const DECIMAL_FIELDS = new Set(['units', 'price', 'value', 'target_units']);

function byOrdering(ordering: string) {
  const descending = ordering.startsWith('-');
  const field = ordering.replace(/^-/, '') as keyof InvestmentRow;
  return (a: InvestmentRow, b: InvestmentRow): number => {
    const left = a[field];
    const right = b[field];
    let order: number;
    if (DECIMAL_FIELDS.has(field)) {
      order = compareDecimals(typeof left === 'string' ? left : '0', typeof right === 'string' ? right : '0');
    } else {
      order = String(left ?? '').localeCompare(String(right ?? ''));
    }
    return descending ? -order : order;
  };
}

export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const difference = scaled(a, scale) - scaled(b, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

function scaleOf(decimal: string): number {
  return decimal.split('.')[1]?.length ?? 0;
}

function scaled(decimal: string, scale: number): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^[+-]/, '').split('.');
  const magnitude = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -magnitude : magnitude;
}

export function addDecimals(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const sum = scaled(a, scale) + scaled(b, scale);
  const negative = sum < 0n;
  const digits = (negative ? -sum : sum).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}
