import type { Choice, FrequencyConversion } from '@portal/contract';

/**
 * How often an amount is paid or received, with the number of payments in a year: an amount
 * times it is the yearly amount, and one frequency converts to another through the year
 * (weekly to monthly: × 52 / 12). Ids are stored: never renumber them, only add.
 */
const FREQUENCY_TABLE = [
  { id: 1, name: 'Weekly', annual_multiplier: 52 },
  { id: 2, name: 'Fortnightly', annual_multiplier: 26 },
  { id: 3, name: 'Monthly', annual_multiplier: 12 },
  { id: 4, name: 'Quarterly', annual_multiplier: 4 },
  { id: 5, name: 'Half-yearly', annual_multiplier: 2 },
  { id: 6, name: 'Yearly', annual_multiplier: 1 },
] as const;

export const FREQUENCIES: readonly Choice[] = FREQUENCY_TABLE.map(({ id, name }) => ({ id, name }));

export const FREQUENCY_CONVERSIONS: readonly FrequencyConversion[] = FREQUENCY_TABLE.map(
  ({ id, name, annual_multiplier }) => ({ frequency: id, name, annual_multiplier }),
);
