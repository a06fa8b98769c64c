import { describe, expect, it } from 'vitest';
import { testInvestmentRow } from '../../../testing/dashboard-fixtures';
import { addDecimals, mergeInvestmentRows } from './merge-investment-rows';

describe('mergeInvestmentRows', () => {
  it('sums units and value of rows with the same code, exactly', () => {
    const merged = mergeInvestmentRows(
      [
        testInvestmentRow({ code: 'BHP', units: '0.1', value: '0.10' }),
        testInvestmentRow({ code: 'CBA', units: '5', value: '760.00' }),
        testInvestmentRow({ code: 'BHP', units: '0.2', value: '0.20' }),
      ],
      'code',
    );
    // 0.1 + 0.2 is 0.30000000000000004 in floats; here it is 0.3.
    expect(merged.map((r) => [r.code, r.units, r.value])).toEqual([
      ['BHP', '0.3', '0.30'],
      ['CBA', '5', '760.00'],
    ]);
  });

  it('keeps a struck flag when any merged row is struck', () => {
    const [row] = mergeInvestmentRows(
      [testInvestmentRow({ code: 'X', is_strike: false }), testInvestmentRow({ code: 'X', is_strike: true })],
      '-value',
    );
    expect(row?.is_strike).toBe(true);
  });

  it('puts merged rows back in the server’s order, since sums can move them', () => {
    // The server sent B 300.00, C 250.00, A 200.00, A 150.00; A's rows sum to 350.00, now the largest.
    const merged = mergeInvestmentRows(
      [
        testInvestmentRow({ code: 'B', value: '300.00' }),
        testInvestmentRow({ code: 'C', value: '250.00' }),
        testInvestmentRow({ code: 'A', value: '200.00' }),
        testInvestmentRow({ code: 'A', value: '150.00' }),
      ],
      '-value',
    );
    expect(merged.map((r) => [r.code, r.value])).toEqual([
      ['A', '350.00'],
      ['B', '300.00'],
      ['C', '250.00'],
    ]);
  });

  it('adds decimals of different precision and sign', () => {
    expect(addDecimals('1000', '500.5')).toBe('1500.5');
    expect(addDecimals('-10', '2.25')).toBe('-7.75');
    expect(addDecimals('-0.5', '0.25')).toBe('-0.25');
    expect(addDecimals('1.10', '2.205')).toBe('3.305');
  });
});
