/**
 * Business days in Sydney, where the provider is: weekdays that are not NSW public holidays.
 * Used for the reinvestment cut-off (issue #22 item 4).
 *
 * Our reading of the NSW public holidays (Public Holidays Act 2010 (NSW)), not legal advice:
 * - New Year's Day (1 Jan); on a Saturday or Sunday, the Monday after is an additional day.
 * - Australia Day (26 Jan); on a Saturday or Sunday, the Monday after is the holiday.
 * - Good Friday, Easter Saturday, Easter Sunday, Easter Monday.
 * - Anzac Day (25 Apr); no additional day when it falls on a weekend.
 * - King's Birthday: the second Monday of June.
 * - Labour Day: the first Monday of October.
 * - Christmas Day (25 Dec) and Boxing Day (26 Dec); when either falls on a weekend, the next
 *   weekday that is not already a holiday is an additional day (Christmas on a Saturday: Monday
 *   27 and Tuesday 28; Christmas on a Sunday: Tuesday 27, Boxing Day being Monday 26).
 * Bank holidays, local holidays and proclaimed one-off days are not counted.
 */
import { addDays, type CalendarDate, toIsoDate } from './calendar-date.js';

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

function isWeekend(date: CalendarDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** Easter Sunday of a year (the Gregorian computus, anonymous algorithm). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The nth Monday (1-based) of a month. */
function nthMonday(year: number, month: number, n: number): CalendarDate {
  const first: CalendarDate = { year, month, day: 1 };
  const offset = (8 - dayOfWeek(first)) % 7;
  return { year, month, day: 1 + offset + 7 * (n - 1) };
}

/** The next Monday on or after a weekend day. */
function mondayAfter(date: CalendarDate): CalendarDate {
  return addDays(date, dayOfWeek(date) === 6 ? 2 : 1);
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** NSW public holidays of a year as 'YYYY-MM-DD' (see the reading above). */
export function nswPublicHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days: CalendarDate[] = [];
  const newYear: CalendarDate = { year, month: 1, day: 1 };
  days.push(newYear);
  if (isWeekend(newYear)) days.push(mondayAfter(newYear));
  const australiaDay: CalendarDate = { year, month: 1, day: 26 };
  days.push(isWeekend(australiaDay) ? mondayAfter(australiaDay) : australiaDay);
  const easter = easterSunday(year);
  for (const offset of [-2, -1, 0, 1]) days.push(addDays(easter, offset));
  days.push({ year, month: 4, day: 25 });
  days.push(nthMonday(year, 6, 2));
  days.push(nthMonday(year, 10, 1));
  const christmas: CalendarDate = { year, month: 12, day: 25 };
  const boxingDay: CalendarDate = { year, month: 12, day: 26 };
  days.push(christmas, boxingDay);
  const taken = new Set(days.map(toIsoDate));
  for (const holiday of [christmas, boxingDay]) {
    if (!isWeekend(holiday)) continue;
    let extra = addDays(holiday, 1);
    while (isWeekend(extra) || taken.has(toIsoDate(extra))) extra = addDays(extra, 1);
    taken.add(toIsoDate(extra));
  }
  holidayCache.set(year, taken);
  return taken;
}

export function isBusinessDay(date: CalendarDate): boolean {
  return !isWeekend(date) && !nswPublicHolidays(date.year).has(toIsoDate(date));
}

/** The day `n` business days before `date` (`n` = 0: the date itself). */
export function subtractBusinessDays(date: CalendarDate, n: number): CalendarDate {
  let day = date;
  for (let left = n; left > 0;) {
    day = addDays(day, -1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}
