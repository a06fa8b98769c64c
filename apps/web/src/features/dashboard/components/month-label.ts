import { formatDate } from '@portal/contract';

/** '2025-07' -> 'Jul 2025': the month of a bar, from the contract's date format without the day. */
export function monthLabel(month: string): string {
  return formatDate(`${month}-01`).slice(3);
}
