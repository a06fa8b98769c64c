import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { formatDate, formatDateTime, formatDateUnpadded, formatIsoDate } from '../src/formatters/dates.js';
import { isDateInPast } from '../src/validators/dates.js';

/**
 * Date-only strings are days, not instants. `new Date('2025-07-05')` is midnight UTC, which is
 * still 4 July west of Greenwich; code that parsed the string that way and read local fields
 * would show 04 Jul here. Node applies a TZ change at run time, so each suite sets the zone it
 * needs and restores the machine's afterwards.
 */
// The contract compiles without Node's types (it runs in browsers too), so reach process this way.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

function inTimeZone(zone: string, body: () => void) {
  describe(`with TZ=${zone}`, () => {
    const original = env.TZ;
    beforeAll(() => {
      env.TZ = zone;
    });
    afterAll(() => {
      if (original === undefined) delete env.TZ;
      else env.TZ = original;
    });
    body();
  });
}

inTimeZone('America/Los_Angeles', () => {
  it('is really west of Greenwich, so naive parsing would shift the day', () => {
    expect(new Date('2025-07-05').getDate()).toBe(4);
  });

  it('formats a date-only string as its own day', () => {
    expect(formatDate('2025-07-05')).toBe('05 Jul 2025');
    expect(formatDateUnpadded('2025-07-05')).toBe('5 Jul 2025');
    expect(formatIsoDate('2025-07-05')).toBe('2025-07-05');
    expect(formatDateTime('2025-07-05')).toBe('00:00 05 Jul 2025');
  });

  it('does not move 1 January into the previous year', () => {
    expect(formatDate('2025-01-01')).toBe('01 Jan 2025');
  });

  it('shows instants in local time when no zone is given', () => {
    // 04:03 UTC on 5 July is 21:03 on 4 July in Los Angeles (UTC-7 in summer).
    expect(formatDateTime('2025-07-05T04:03:00Z')).toBe('21:03 04 Jul 2025');
  });

  it('judges a date-only value against a date-only today without shifting', () => {
    expect(isDateInPast('2025-07-05', '2025-07-05')).toBe(false);
  });
});

inTimeZone('Australia/Sydney', () => {
  it('is really east of Greenwich', () => {
    expect(new Date('2025-07-04T14:30:00Z').getDate()).toBe(5);
  });

  it('formats a date-only string as its own day', () => {
    expect(formatDate('2025-07-05')).toBe('05 Jul 2025');
    expect(formatDate('2025-12-31')).toBe('31 Dec 2025');
  });

  it('shows the notification example in local time', () => {
    expect(formatDateTime('2025-07-05T04:03:00Z')).toBe('14:03 05 Jul 2025');
    expect(formatDateTime(new Date(Date.UTC(2025, 6, 5, 4, 3)))).toBe('14:03 05 Jul 2025');
  });
});
