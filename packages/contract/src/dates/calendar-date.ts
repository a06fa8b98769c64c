/**
 * A calendar date (a day, not an instant). Dates of birth, document expiry and report periods
 * are days: `new Date('2025-07-05')` would read one as midnight UTC, which is 4 July anywhere
 * west of Greenwich. Day arithmetic here never goes through a Date.
 */
export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads 'YYYY-MM-DD'; null for any other text or for a day the calendar does not have. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

/** 'YYYY-MM-DD', the wire form of a date (report periods, bookings, documents). */
export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A green Medicare card shows only a month; its expiry is the last day of that month. */
export function lastDayOfMonth(year: number, month: number): CalendarDate {
  return { year, month, day: daysInMonth(year, month) };
}

/** The next day, for defaults such as a restriction's purchase date of tomorrow. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  // UTC has no daylight-saving gaps, so day counting through it is exact.
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/**
 * The calendar day of an instant: in the given IANA time zone, else in the local one (the
 * browser's, which is the user's). The server should pass the zone it means.
 */
export function calendarDateOf(instant: Date, timeZone?: string): CalendarDate {
  if (timeZone === undefined) {
    return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
  }
  const parts = zonedParts(instant, timeZone);
  return { year: parts.year, month: parts.month, day: parts.day };
}

export function today(timeZone?: string, now: Date = new Date()): CalendarDate {
  return calendarDateOf(now, timeZone);
}

/** Year, month, day, hour and minute of an instant in an IANA zone, from the built-in Intl data. */
export function zonedParts(instant: Date, timeZone: string): CalendarDate & { hour: number; minute: number } {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = format.formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
  };
}
