import { formatCompactDate, type DateFormatOptions, type DateInput } from './dates.js';

/** The investments card's CSV download: 'Investments-05072025.csv' (spec 3 §2.5). */
export function investmentsCsvFileName(date: DateInput = new Date(), options: DateFormatOptions = {}): string {
  return `Investments-${formatCompactDate(date, options)}.csv`;
}
