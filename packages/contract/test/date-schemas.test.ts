import { describe, it, expect, vi, afterEach } from 'vitest';
import { dateNotInFutureSchema, dateNotInPastSchema, dateOfBirthSchema } from '../src/fields/dates.js';

// 2025-07-04T14:30Z: already 5 July in Sydney, still 4 July in UTC.
const NOW = new Date('2025-07-04T14:30:00Z');
const sydney = { timeZone: 'Australia/Sydney' };

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('date field schemas', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('judges today in the given zone: 5 July is today in Sydney, not the future', () => {
    vi.useFakeTimers({ now: NOW });
    expect(dateNotInFutureSchema(sydney).safeParse('2025-07-05').success).toBe(true);
    expect(messages(dateNotInFutureSchema({ timeZone: 'UTC' }).safeParse('2025-07-05'))).toEqual([
      'Date cannot be in the future',
    ]);
  });

  it("rejects yesterday with 'Date cannot be in the past'", () => {
    vi.useFakeTimers({ now: NOW });
    expect(messages(dateNotInPastSchema(sydney).safeParse('2025-07-04'))).toEqual(['Date cannot be in the past']);
    expect(dateNotInPastSchema(sydney).safeParse('2025-07-05').success).toBe(true);
  });

  it('requires a date and a well-formed one', () => {
    expect(messages(dateNotInPastSchema().safeParse(''))).toEqual(['This field is required']);
    expect(messages(dateNotInPastSchema().safeParse('05/07/2025'))).toEqual(['The format is not valid']);
  });

  it('needs a date of birth at least 18 years ago', () => {
    vi.useFakeTimers({ now: NOW });
    expect(dateOfBirthSchema(sydney).safeParse('2007-07-05').success).toBe(true);
    expect(messages(dateOfBirthSchema(sydney).safeParse('2007-07-06'))).toEqual(['You must be at least 18 years old']);
  });

  it('calls a future date of birth a future date', () => {
    vi.useFakeTimers({ now: NOW });
    expect(messages(dateOfBirthSchema(sydney).safeParse('2030-01-01'))).toEqual(['Date cannot be in the future']);
  });
});
