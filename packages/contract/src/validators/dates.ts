/**
 * Date rules of the forms: not in the past (expiry, booking), not in the future (issue date,
 * date of birth), and an adult's date of birth. Values are calendar days ('YYYY-MM-DD' or a
 * Date read in local time); 'today' defaults to the local day and can be given explicitly,
 * which the server does for the user's zone and tests do for a fixed day.
 */
import {
  calendarDateOf,
  compareCalendarDates,
  parseIsoDate,
  today as todayIn,
  type CalendarDate,
} from '../dates/calendar-date.js';
import { MIN_AGE_YEARS } from '../identity/identity.constants.js';

export type DayInput = string | Date | CalendarDate;

function dayOf(value: DayInput): CalendarDate | null {
  if (typeof value === 'string') return parseIsoDate(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : calendarDateOf(value);
  return value;
}

/** A day before today. False for text that is not a date: the required rule reports that. */
export function isDateInPast(value: DayInput, today: DayInput = todayIn()): boolean {
  const day = dayOf(value);
  const now = dayOf(today);
  return day !== null && now !== null && compareCalendarDates(day, now) < 0;
}

/** A day after today. */
export function isDateInFuture(value: DayInput, today: DayInput = todayIn()): boolean {
  const day = dayOf(value);
  const now = dayOf(today);
  return day !== null && now !== null && compareCalendarDates(day, now) > 0;
}

/**
 * Whether someone born on that day has had their `years`th birthday by today. Someone born on
 * 29 February has it on 1 March in common years: their birthday has not come while 28 February
 * is still running.
 */
export function isAtLeastYearsOld(
  dateOfBirth: DayInput,
  years: number = MIN_AGE_YEARS,
  today: DayInput = todayIn(),
): boolean {
  const born = dayOf(dateOfBirth);
  const now = dayOf(today);
  if (born === null || now === null) return false;
  return compareCalendarDates({ ...born, year: born.year + years }, now) <= 0;
}
