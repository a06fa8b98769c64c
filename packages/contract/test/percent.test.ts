import { describe, it, expect } from 'vitest';
import { formatFractionAsPercent, formatPercent } from '../src/formatters/percent.js';

describe('formatPercent', () => {
  it('shows two decimals and a % suffix', () => {
    expect(formatPercent(12.34)).toBe('12.34%');
    expect(formatPercent(12.3)).toBe('12.30%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(100)).toBe('100.00%');
  });

  it('rounds half away from zero on the digits shown', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(1.005)).toBe('1.01%');
    expect(formatPercent(-12.345)).toBe('-12.35%');
  });

  it('takes other decimal counts', () => {
    expect(formatPercent(12.3456, 0)).toBe('12%');
    expect(formatPercent(12.3456, 4)).toBe('12.3456%');
    expect(formatPercent('0.12345', 4)).toBe('0.1235%');
  });

  it('reads decimal strings from the wire', () => {
    expect(formatPercent('7.5')).toBe('7.50%');
    expect(formatPercent('-0.004')).toBe('0.00%');
  });

  it('handles very small numbers printed in exponent form', () => {
    expect(formatPercent(1e-7)).toBe('0.00%');
  });
});

describe('formatFractionAsPercent', () => {
  it('multiplies rebalance fractions by 100 exactly', () => {
    // 0.1234 * 100 is 12.340000000000002 in floating point; the digits give 12.34.
    expect(formatFractionAsPercent(0.1234)).toBe('12.34%');
    expect(formatFractionAsPercent(0.07)).toBe('7.00%');
    expect(formatFractionAsPercent(1)).toBe('100.00%');
    expect(formatFractionAsPercent(-0.0025)).toBe('-0.25%');
    expect(formatFractionAsPercent('0.123456')).toBe('12.35%');
  });
});
