/**
 * What the rebalance wire shapes and the publishing format share: a figure (a fraction, taken as a
 * JSON number or a decimal string and handed out as a decimal string), a date, `data` given as
 * JSON text, and the rows of a TAA table. Internal: the package root does not export them.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-date.js';
import { FORMATTED_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { numberToDecimalText } from '../numbers/decimal.js';
import { RebalanceMessages } from './rebalance.messages.js';

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** Longest figure taken as text: far more digits than any fraction needs. */
const DECIMAL_MAX_LENGTH = 100;
/** Names and codes in a published report (asset classes, investment options). */
export const LABEL_MAX_LENGTH = 200;
/** Rows of one table: asset classes, options of one class, model portfolio rows. */
export const TABLE_ROWS_MAX_COUNT = 1000;

const DATE_MESSAGE = 'Must be a date as YYYY-MM-DD.';
export const isoDate = z
  .string()
  .max(FORMATTED_INPUT_MAX_LENGTH, { error: DATE_MESSAGE, abort: true })
  .refine(isIsoDate, DATE_MESSAGE);

/** A fraction as it goes out: a decimal string. */
const fractionOut = z.string().regex(DECIMAL);
/** A fraction as it may come in: a JSON number or a decimal string. */
export const fraction = z
  .union(
    [
      z.number().finite(),
      z
        .string()
        .trim()
        .max(DECIMAL_MAX_LENGTH, { error: RebalanceMessages.notDecimal, abort: true })
        .regex(DECIMAL, RebalanceMessages.notDecimal),
    ],
    {
      error: RebalanceMessages.notDecimal,
    },
  )
  .transform((value) => (typeof value === 'number' ? numberToDecimalText(value) : value))
  .pipe(fractionOut);

/** `data` as an object, or as a string holding the JSON of one. */
export function jsonOrValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: RebalanceMessages.notJson, input: value });
      return z.NEVER;
    }
  }, schema);
}

export const taaOptionRow = z.object({
  name: z.string(),
  saa: fraction,
  old_taa: fraction,
  new_taa: fraction,
  taa_difference: fraction,
});

export const taaTotals = z.object({
  total_saa: fraction,
  total_old_taa: fraction,
  total_difference: fraction,
  total_new_taa: fraction,
});
