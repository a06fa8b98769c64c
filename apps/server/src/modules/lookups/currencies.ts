import { currencySchema, type Currency } from '@portal/contract';
import file from './data/currencies.json' with { type: 'json' };
import { readReferenceFile, uniqueListOf } from './reference-file.js';

/** The currencies of data/currencies.json, in the file's order: AUD first. */
export const CURRENCIES: readonly Currency[] = readReferenceFile(
  'currencies.json',
  uniqueListOf(currencySchema, 'code'),
  file,
);
