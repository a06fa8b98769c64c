import { describe, it, expect } from 'vitest';
import {
  addDays,
  calendarDateOf,
  compareCalendarDates,
  daysInMonth,
  isIsoDate,
  isLeapYear,
  lastDayOfMonth,
  parseIsoDate,
  toIsoDate,
  today,
  zonedParts,
} from '../src/dates/calendar-date.js';

describe('parseIsoDate', () => {
  it('reads a YYYY-MM-DD day', () => {
    expect(parseIsoDate('2025-07-05')).toEqual({ year: 2025, month: 7, day: 5 });
  });

  it('rejects days the calendar does not have', () => {
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-04-31')).toBeNull();
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(parseIsoDate('2025-00-10')).toBeNull();
    expect(parseIsoDate('2025-01-00')).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('rejects other shapes, including date-times', () => {
    for (const text of ['2025-7-5', '05/07/2025', '2025-07-05T00:00:00Z', '', 'today']) {
      expect(parseIsoDate(text)).toBeNull();
      expect(isIsoDate(text)).toBe(false);
    }
  });
});

describe('calendar arithmetic', () => {
  it('knows leap years, including the century rules', () => {
    expect([2024, 2000, 1996].map(isLeapYear)).toEqual([true, true, true]);
    expect([2025, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });

  it('knows the days of each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2025, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('gives the last day of a month for a green Medicare card expiry', () => {
    expect(toIsoDate(lastDayOfMonth(2028, 2))).toBe('2028-02-29');
    expect(toIsoDate(lastDayOfMonth(2027, 2))).toBe('2027-02-28');
    expect(toIsoDate(lastDayOfMonth(2027, 9))).toBe('2027-09-30');
  });

  it('adds days across month and year ends', () => {
    expect(toIsoDate(addDays({ year: 2025, month: 12, day: 31 }, 1))).toBe('2026-01-01');
    expect(toIsoDate(addDays({ year: 2024, month: 2, day: 28 }, 1))).toBe('2024-02-29');
    expect(toIsoDate(addDays({ year: 2025, month: 3, day: 1 }, -1))).toBe('2025-02-28');
  });

  it('orders days', () => {
    expect(compareCalendarDates({ year: 2025, month: 7, day: 5 }, { year: 2025, month: 7, day: 6 })).toBeLessThan(0);
    expect(compareCalendarDates({ year: 2026, month: 1, day: 1 }, { year: 2025, month: 12, day: 31 })).toBeGreaterThan(
      0,
    );
    expect(compareCalendarDates({ year: 2025, month: 7, day: 5 }, { year: 2025, month: 7, day: 5 })).toBe(0);
  });

  it('pads the wire form', () => {
    expect(toIsoDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
  });
});

describe('days of instants in a time zone', () => {
  // 2025-07-04T14:30Z is 00:30 on 5 July in Sydney (UTC+10 in winter) and 07:30 on 4 July in Los Angeles.
  const instant = new Date('2025-07-04T14:30:00Z');

  it('reads the day in Sydney and in Los Angeles', () => {
    expect(calendarDateOf(instant, 'Australia/Sydney')).toEqual({ year: 2025, month: 7, day: 5 });
    expect(calendarDateOf(instant, 'America/Los_Angeles')).toEqual({ year: 2025, month: 7, day: 4 });
  });

  it('reads hour and minute on the 24-hour clock, midnight as 0', () => {
    expect(zonedParts(instant, 'Australia/Sydney')).toEqual({ year: 2025, month: 7, day: 5, hour: 0, minute: 30 });
  });

  it('gives today in a zone from a given now', () => {
    expect(today('Australia/Sydney', instant)).toEqual({ year: 2025, month: 7, day: 5 });
  });
});
