/**
 * Dates as the documents show them: 'DD MMM YYYY' everywhere, 'HH:mm DD MMM YYYY' for
 * notifications and 'D MMM YYYY' on a rebalance report. A 'YYYY-MM-DD' string is a calendar
 * day and is shown as that day in every time zone; a Date or a date-time string is an instant,
 * shown in the given zone or else the local one.
 */
import { parseIsoDate, toIsoDate, zonedParts, type CalendarDate } from '../dates/calendar-date.js';

export type DateInput = string | Date | CalendarDate;

export interface DateFormatOptions {
  /** IANA zone for instants, e.g. 'Australia/Sydney'. Calendar days ignore it. */
  timeZone?: string;
}

// Fixed English abbreviations: Intl's en-AU writes 'Sept', and the documents show three letters.
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface DateTimeParts extends CalendarDate {
  hour: number;
  minute: number;
}

function partsOf(value: DateInput, options: DateFormatOptions): DateTimeParts {
  if (typeof value === 'string') {
    const day = parseIsoDate(value);
    if (day) return { ...day, hour: 0, minute: 0 };
  } else if (!(value instanceof Date)) {
    return { ...value, hour: 0, minute: 0 };
  }
  const instant = typeof value === 'string' ? new Date(value.trim()) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: '${String(value)}'`);
  if (options.timeZone !== undefined) return zonedParts(instant, options.timeZone);
  return {
    year: instant.getFullYear(),
    month: instant.getMonth() + 1,
    day: instant.getDate(),
    hour: instant.getHours(),
    minute: instant.getMinutes(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const monthName = (month: number) => MONTH_ABBREVIATIONS[month - 1] ?? '';

/** '05 Jul 2025' */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { year, month, day } = partsOf(value, options);
  return `${twoDigits(day)} ${monthName(month)} ${year}`;
}

/** '5 Jul 2025', the rebalance report's date. */
export function formatDateUnpadded(value: DateInput, options: DateFormatOptions = {}): string {
  const { year, month, day } = partsOf(value, options);
  return `${day} ${monthName(month)} ${year}`;
}

/** '14:03 05 Jul 2025', the notification time. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const parts = partsOf(value, options);
  return `${twoDigits(parts.hour)}:${twoDigits(parts.minute)} ${formatDate(parts)}`;
}

/** 'YYYY-MM-DD', what the generate-report and booking payloads carry. */
export function formatIsoDate(value: DateInput, options: DateFormatOptions = {}): string {
  return toIsoDate(partsOf(value, options));
}

/** 'DDMMYYYY', the date inside export file names. */
export function formatCompactDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { year, month, day } = partsOf(value, options);
  return `${twoDigits(day)}${twoDigits(month)}${year}`;
}
