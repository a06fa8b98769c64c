import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from '../../../src/platform/calendar/icalendar.js';
import { zonedTimeToInstant } from '../../../src/platform/calendar/zoned-time.js';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds a long line into pieces of at most 75 octets, each continuation starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const pieces = foldLine(line).split('\r\n');
    expect(pieces.length).toBe(3);
    expect(pieces.every((p) => Buffer.byteLength(p) <= 75)).toBe(true);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('never splits a multi-byte character across lines', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`; // two octets each
    const folded = foldLine(line);
    for (const piece of folded.split('\r\n')) {
      expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Review')).toBe('SUMMARY:Review');
  });
});

describe('calendar file', () => {
  it('writes one event with CRLF line ends, a whole-day span ending the next day', () => {
    const ics = calendarFile(
      {
        uid: 'x-1@portal',
        stamp: new Date('2026-11-22T10:00:00Z'),
        when: { day: '2026-12-31' },
        summary: 'Review, quarterly',
        organizer: { name: 'Team; "Bookings"', email: 'team@example.com' },
      },
      { productId: '-//Portal//EN' },
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTAMP:20261122T100000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('SUMMARY:Review\\, quarterly');
    // A parameter value cannot hold a double quote; one with a semicolon is quoted.
    expect(lines).toContain('ORGANIZER;CN="Team; Bookings":mailto:team@example.com');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

describe('zonedTimeToInstant', () => {
  it('reads Sydney wall time in standard and in daylight-saving time', () => {
    expect(zonedTimeToInstant('2026-06-15', 9, 0, 'Australia/Sydney').toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(zonedTimeToInstant('2026-12-15', 9, 0, 'Australia/Sydney').toISOString()).toBe('2026-12-14T22:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    // Daylight saving ends 5 April 2026 at 3:00 (back to 2:00) and starts 4 October 2026 at 2:00.
    expect(zonedTimeToInstant('2026-04-05', 13, 0, 'Australia/Sydney').toISOString()).toBe('2026-04-05T03:00:00.000Z');
    expect(zonedTimeToInstant('2026-10-04', 9, 0, 'Australia/Sydney').toISOString()).toBe('2026-10-03T22:00:00.000Z');
  });
});
