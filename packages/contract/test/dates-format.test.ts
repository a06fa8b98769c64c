import { describe, it, expect } from 'vitest';
import {
  formatCompactDate,
  formatDate,
  formatDateTime,
  formatDateUnpadded,
  formatIsoDate,
} from '../src/formatters/dates.js';
import { investmentsCsvFileName } from '../src/dashboard/investments-csv.js';

// Instants are formatted in an explicit zone here so the results do not depend on the machine;
// date-only-timezone.test.ts covers the local zone.
const sydney = { timeZone: 'Australia/Sydney' };

describe('formatDate (DD MMM YYYY)', () => {
  it('pads the day and abbreviates the month', () => {
    expect(formatDate('2025-07-05')).toBe('05 Jul 2025');
    expect(formatDate('2025-12-31')).toBe('31 Dec 2025');
  });

  it('uses three-letter months throughout, Sep included', () => {
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) =>
      formatDate(`2025-${String(m).padStart(2, '0')}-01`).slice(3, 6),
    );
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('reads calendar-date objects', () => {
    expect(formatDate({ year: 2024, month: 2, day: 29 })).toBe('29 Feb 2024');
  });

  it('shows an instant on its day in the given zone', () => {
    // 14:30 UTC on 4 July is 00:30 on 5 July in Sydney.
    expect(formatDate('2025-07-04T14:30:00Z', sydney)).toBe('05 Jul 2025');
    expect(formatDate(new Date('2025-07-04T14:30:00Z'), sydney)).toBe('05 Jul 2025');
    expect(formatDate('2025-07-04T14:30:00Z', { timeZone: 'UTC' })).toBe('04 Jul 2025');
  });

  it('ignores the zone for a date-only string', () => {
    expect(formatDate('2025-07-05', { timeZone: 'Pacific/Pago_Pago' })).toBe('05 Jul 2025');
    expect(formatDate('2025-07-05', { timeZone: 'Pacific/Kiritimati' })).toBe('05 Jul 2025');
  });

  it('refuses text that is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDateUnpadded (D MMM YYYY)', () => {
  it('does not pad the day on a rebalance report', () => {
    expect(formatDateUnpadded('2025-07-05')).toBe('5 Jul 2025');
    expect(formatDateUnpadded('2025-07-15')).toBe('15 Jul 2025');
  });
});

describe('formatDateTime (HH:mm DD MMM YYYY)', () => {
  it('shows a notification time in Sydney', () => {
    // 04:03 UTC is 14:03 AEST (UTC+10 in July).
    expect(formatDateTime('2025-07-05T04:03:00Z', sydney)).toBe('14:03 05 Jul 2025');
  });

  it('follows daylight saving', () => {
    // In January Sydney is UTC+11: 04:03 UTC is 15:03.
    expect(formatDateTime('2025-01-05T04:03:00Z', sydney)).toBe('15:03 05 Jan 2025');
  });

  it('writes midnight as 00:00 and pads single-digit hours', () => {
    expect(formatDateTime('2025-07-04T14:00:00Z', sydney)).toBe('00:00 05 Jul 2025');
    expect(formatDateTime('2025-07-04T23:05:00Z', sydney)).toBe('09:05 05 Jul 2025');
  });

  it('reads a server timestamp with an offset', () => {
    expect(formatDateTime('2025-07-05T14:03:59.999+10:00', sydney)).toBe('14:03 05 Jul 2025');
  });

  it('shows a date-only value at 00:00 of that day', () => {
    expect(formatDateTime('2025-07-05')).toBe('00:00 05 Jul 2025');
  });
});

describe('wire and file-name forms', () => {
  it('writes YYYY-MM-DD for payloads', () => {
    expect(formatIsoDate('2025-07-05')).toBe('2025-07-05');
    expect(formatIsoDate('2025-07-04T14:30:00Z', sydney)).toBe('2025-07-05');
  });

  it('writes DDMMYYYY for file names', () => {
    expect(formatCompactDate('2025-07-05')).toBe('05072025');
  });

  it('names the investments CSV after the day', () => {
    expect(investmentsCsvFileName('2025-07-05')).toBe('Investments-05072025.csv');
    expect(investmentsCsvFileName(new Date('2025-07-04T14:30:00Z'), sydney)).toBe('Investments-05072025.csv');
  });
});
