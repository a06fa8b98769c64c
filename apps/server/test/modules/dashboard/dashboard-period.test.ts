import { describe, expect, it } from 'vitest';
import { periodRange, rangeBetween, sydneyToday } from '../../../src/modules/dashboard/dashboard-period.js';

describe('dashboard periods', () => {
  it('twelve months back from 15 March 2026: April 2025 to today, twelve months', () => {
    const range = periodRange('twelve_months', '2026-03-15');
    expect(range.start).toBe('2025-04-01');
    expect(range.end).toBe('2026-03-15');
    expect(range.months).toHaveLength(12);
    expect(range.months[0]).toBe('2025-04');
    expect(range.months.at(-1)).toBe('2026-03');
  });

  it('twelve months back from December stays in one year', () => {
    expect(periodRange('twelve_months', '2025-12-31').months).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
  });

  it('the current financial year starts on 1 July, before and after New Year', () => {
    expect(periodRange('current_financial_year', '2026-03-15')).toEqual({
      start: '2025-07-01',
      end: '2026-03-15',
      months: ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'],
    });
    expect(periodRange('current_financial_year', '2026-07-01')).toEqual({
      start: '2026-07-01',
      end: '2026-07-01',
      months: ['2026-07'],
    });
  });

  it('the previous financial year is the whole year before, 1 July to 30 June', () => {
    const range = periodRange('previous_financial_year', '2026-03-15');
    expect(range.start).toBe('2024-07-01');
    expect(range.end).toBe('2025-06-30');
    expect(range.months).toHaveLength(12);
    expect(periodRange('previous_financial_year', '2026-06-30').end).toBe('2025-06-30');
    expect(periodRange('previous_financial_year', '2026-07-01').end).toBe('2026-06-30');
  });

  it('today is the Sydney date: 11 pm UTC on 30 June is already 1 July there', () => {
    expect(sydneyToday(new Date('2026-06-30T23:00:00Z'))).toBe('2026-07-01');
  });
});

describe('explicit dates (generated reports)', () => {
  it('covers every month the dates touch, from the start day to the end day', () => {
    const range = rangeBetween('2024-07-15', '2025-06-30');
    expect(range.start).toBe('2024-07-15');
    expect(range.end).toBe('2025-06-30');
    expect(range.months).toHaveLength(12);
    expect(range.months[0]).toBe('2024-07');
    expect(range.months.at(-1)).toBe('2025-06');
  });

  it('equals the twelve months period for the same dates', () => {
    const period = periodRange('twelve_months', '2026-03-15');
    expect(rangeBetween(period.start, period.end)).toEqual(period);
  });
});
