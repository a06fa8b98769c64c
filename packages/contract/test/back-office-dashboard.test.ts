import { describe, expect, it } from 'vitest';
import { waitedInWords } from '../src/index.js';

const NOW = '2026-11-27T09:00:00.000Z';
const before = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('waitedInWords', () => {
  it.each([
    [0, 'less than a minute'],
    [59_999, 'less than a minute'],
    [MINUTE, '1 minute'],
    [59 * MINUTE, '59 minutes'],
    [HOUR, '1 hour'],
    [23 * HOUR + 59 * MINUTE, '23 hours'],
    [DAY, '1 day'],
    [3 * DAY + 5 * HOUR, '3 days'],
  ])('says %i ms as "%s"', (ms, words) => {
    expect(waitedInWords(before(ms), NOW)).toBe(words);
  });

  it('says a time after now (clocks apart) as less than a minute', () => {
    expect(waitedInWords('2026-11-27T09:05:00.000Z', NOW)).toBe('less than a minute');
  });
});
