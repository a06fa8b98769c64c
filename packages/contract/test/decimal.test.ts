import { describe, it, expect } from 'vitest';
import { formatScaledInteger, numberToDecimalText, toScaledInteger } from '../src/numbers/decimal.js';

describe('numberToDecimalText', () => {
  it('keeps ordinary numbers as JavaScript prints them', () => {
    expect(numberToDecimalText(1.005)).toBe('1.005');
    expect(numberToDecimalText(-12)).toBe('-12');
  });

  it('expands exponent forms into plain digits', () => {
    expect(numberToDecimalText(1.5e-7)).toBe('0.00000015');
    expect(numberToDecimalText(-2e-7)).toBe('-0.0000002');
    expect(numberToDecimalText(1e21)).toBe('1000000000000000000000');
    expect(numberToDecimalText(1.25e22)).toBe('12500000000000000000000');
  });

  it('refuses NaN and infinities', () => {
    expect(() => numberToDecimalText(Number.NaN)).toThrow(RangeError);
    expect(() => numberToDecimalText(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toScaledInteger', () => {
  it('rounds half away from zero on the decimal digits', () => {
    // 1.005 as a float is 1.00499999999999989..., so toFixed(2) gives '1.00'; the digits say 1.01.
    expect(toScaledInteger(1.005, 2)).toBe(101n);
    expect(toScaledInteger('-1.005', 2)).toBe(-101n);
    expect(toScaledInteger('2.344', 2)).toBe(234n);
  });

  it('reads leading points, trailing points and signs', () => {
    expect(toScaledInteger('.5', 2)).toBe(50n);
    expect(toScaledInteger('5.', 2)).toBe(500n);
    expect(toScaledInteger('+5', 0)).toBe(5n);
  });

  it('never yields a negative zero', () => {
    expect(toScaledInteger('-0.001', 2)).toBe(0n);
  });

  it('refuses text that is not a decimal', () => {
    for (const text of ['', '-', '.', '1,000', '1e3', 'abc', '1.2.3']) {
      expect(() => toScaledInteger(text, 2)).toThrow(RangeError);
    }
  });
});

describe('formatScaledInteger', () => {
  it('places the point and groups thousands on request', () => {
    expect(formatScaledInteger(123456789n, 2, { groupThousands: true })).toBe('1,234,567.89');
    expect(formatScaledInteger(123456789n, 2)).toBe('1234567.89');
    expect(formatScaledInteger(5n, 2)).toBe('0.05');
    expect(formatScaledInteger(-5n, 0)).toBe('-5');
  });
});
