/** The investments card's CSV download (`Accept: text/csv`, spec 3 §2.5): its columns and its file name. */
import { formatCompactDate, type DateFormatOptions, type DateInput } from '../formatters/dates.js';

/** The columns, in order. */
export const INVESTMENTS_CSV_COLUMNS = [
  'Code',
  'Name',
  'Asset class',
  'Units',
  'Price',
  'Value',
  'Target units',
  'Account',
  'Investment option',
  'Capped at strike',
] as const;

/** 'Investments-05072025.csv' */
export function investmentsCsvFileName(date: DateInput = new Date(), options: DateFormatOptions = {}): string {
  return `Investments-${formatCompactDate(date, options)}.csv`;
}
