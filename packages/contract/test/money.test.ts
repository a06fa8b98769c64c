import { describe, it, expect } from 'vitest';
import { formatMoney } from '../src/formatters/money.js';
import { centsToDecimalString, toCents } from '../src/money/cents.js';

describe('formatMoney from integer cents', () => {
  it('shows 0 cents as $0.00', () => {
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('shows 1 cent as $0.01', () => {
    expect(formatMoney(1)).toBe('$0.01');
  });

  it('shows 99 cents and 100 cents', () => {
    expect(formatMoney(99)).toBe('$0.99');
    expect(formatMoney(100)).toBe('$1.00');
  });

  it('groups thousands: 123456789 cents is $1,234,567.89', () => {
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
  });

  it('puts no separator in three-digit dollar amounts and one at a thousand', () => {
    expect(formatMoney(99_999)).toBe('$999.99');
    expect(formatMoney(100_000)).toBe('$1,000.00');
  });

  // $1,000,000,000 = 100,000,000,000 cents
  it('shows one billion dollars', () => {
    expect(formatMoney(100_000_000_000)).toBe('$1,000,000,000.00');
  });

  it('takes bigint cents beyond the safe-integer range exactly', () => {
    // 2^53 + 1 cents = 9,007,199,254,740,993 cents = $90,071,992,547,409.93
    expect(formatMoney(9_007_199_254_740_993n)).toBe('$90,071,992,547,409.93');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-123_456)).toBe('-$1,234.56');
    expect(formatMoney(-1)).toBe('-$0.01');
    expect(formatMoney(-1n)).toBe('-$0.01');
  });

  it('refuses fractional or unsafe numbers as cents rather than round them silently', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMoney from decimal strings of dollars', () => {
  it('reads wire decimals as dollars', () => {
    expect(formatMoney('1234.56')).toBe('$1,234.56');
    expect(formatMoney('1000000')).toBe('$1,000,000.00');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('0.5')).toBe('$0.50');
    expect(formatMoney('.05')).toBe('$0.05');
  });

  it('rounds a third decimal half away from zero', () => {
    expect(formatMoney('1234.565')).toBe('$1,234.57');
    expect(formatMoney('1234.564')).toBe('$1,234.56');
    expect(formatMoney('-1234.565')).toBe('-$1,234.57');
    expect(formatMoney('0.005')).toBe('$0.01');
  });

  it('keeps numeric(20,4) values exact where floats would not', () => {
    // 0.1 + 0.2 style: '9007199254740993.10' cannot be a double; the digits survive here.
    expect(formatMoney('9007199254740993.10')).toBe('$9,007,199,254,740,993.10');
  });

  it('shows a negative amount that rounds to zero as $0.00', () => {
    expect(formatMoney('-0.001')).toBe('$0.00');
  });

  it('trims surrounding spaces and accepts a plus sign', () => {
    expect(formatMoney(' 12.30 ')).toBe('$12.30');
    expect(formatMoney('+12.3')).toBe('$12.30');
  });

  it('refuses text that is not a decimal', () => {
    for (const text of ['', '$12', '1,234.56', 'abc', '1e5']) expect(() => formatMoney(text)).toThrow(RangeError);
  });
});

describe('formatMoney without zero cents', () => {
  it('writes the minimum-amount figures as the messages do', () => {
    expect(formatMoney(100, { omitZeroCents: true })).toBe('$1');
    expect(formatMoney(1_000_000, { omitZeroCents: true })).toBe('$10,000');
    expect(formatMoney(50_000_000, { omitZeroCents: true })).toBe('$500,000');
  });

  it('keeps the cents when there are some', () => {
    expect(formatMoney(150, { omitZeroCents: true })).toBe('$1.50');
    expect(formatMoney(-100, { omitZeroCents: true })).toBe('-$1');
  });
});

describe('toCents and centsToDecimalString', () => {
  it('turns each input form into bigint cents', () => {
    expect(toCents(123)).toBe(123n);
    expect(toCents(123n)).toBe(123n);
    expect(toCents('1.23')).toBe(123n);
    expect(toCents('-10')).toBe(-1000n);
  });

  it('writes cents as the decimal string the wire carries', () => {
    expect(centsToDecimalString(123_456)).toBe('1234.56');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-5n)).toBe('-0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
  });

  it('round-trips through the wire form', () => {
    for (const cents of [0n, 1n, 99n, 100n, 123_456n, -7n, 100_000_000_000n]) {
      expect(toCents(centsToDecimalString(cents))).toBe(cents);
    }
  });
});
