import { describe, it, expect } from 'vitest';
import { isAtLeastYearsOld, isDateInFuture, isDateInPast } from '../src/validators/dates.js';

const today = '2025-07-05';

describe('isDateInPast', () => {
  it('is true for yesterday and false for today and tomorrow', () => {
    expect(isDateInPast('2025-07-04', today)).toBe(true);
    expect(isDateInPast('2025-07-05', today)).toBe(false);
    expect(isDateInPast('2025-07-06', today)).toBe(false);
  });

  it('compares across month and year ends', () => {
    expect(isDateInPast('2024-12-31', '2025-01-01')).toBe(true);
    expect(isDateInPast('2025-06-30', '2025-07-01')).toBe(true);
  });

  it('is false for text that is not a date, leaving that to the required and format rules', () => {
    expect(isDateInPast('', today)).toBe(false);
    expect(isDateInPast('05/07/2025', today)).toBe(false);
    expect(isDateInPast('2025-02-30', today)).toBe(false);
  });

  it('accepts calendar-date objects for both sides', () => {
    expect(isDateInPast({ year: 2025, month: 7, day: 4 }, { year: 2025, month: 7, day: 5 })).toBe(true);
  });
});

describe('isDateInFuture', () => {
  it('is true for tomorrow and false for today and yesterday', () => {
    expect(isDateInFuture('2025-07-06', today)).toBe(true);
    expect(isDateInFuture('2025-07-05', today)).toBe(false);
    expect(isDateInFuture('2025-07-04', today)).toBe(false);
  });
});

describe('isAtLeastYearsOld', () => {
  it('is true on the 18th birthday and false the day before', () => {
    expect(isAtLeastYearsOld('2007-07-05', 18, today)).toBe(true);
    expect(isAtLeastYearsOld('2007-07-06', 18, today)).toBe(false);
  });

  it('is true for someone well over 18', () => {
    expect(isAtLeastYearsOld('1960-01-01', 18, today)).toBe(true);
  });

  it('defaults to 18 years', () => {
    expect(isAtLeastYearsOld('2007-07-05', undefined, today)).toBe(true);
    expect(isAtLeastYearsOld('2007-07-06', undefined, today)).toBe(false);
  });

  // Born 29 Feb 2008; 2026 is a common year, so the 18th birthday comes on 1 March 2026.
  it('gives someone born on 29 February their birthday on 1 March in a common year', () => {
    expect(isAtLeastYearsOld('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(isAtLeastYearsOld('2008-02-29', 18, '2026-03-01')).toBe(true);
  });

  // Born 29 Feb 2000; 2024 is a leap year, so the 24th birthday is 29 Feb 2024 itself.
  it('counts a leap-day birth into a leap year on the day itself', () => {
    expect(isAtLeastYearsOld('2000-02-29', 24, '2024-02-29')).toBe(true);
    expect(isAtLeastYearsOld('2000-02-29', 24, '2024-02-28')).toBe(false);
  });

  it('is false for a date of birth that is not a date', () => {
    expect(isAtLeastYearsOld('not a date', 18, today)).toBe(false);
  });
});
