/**
 * How a loan note type reads on the screens (spec 2 §9): terms under 12 months in months, from 12
 * months in years, and a term in hours as the at-call note ('48-hour at call'). 48-hour notes pay
 * interest monthly, the others quarterly.
 */
import { LOAN_NOTE_TERM_YEARS_FROM_MONTHS } from './products.constants.js';
import { Frequency, NoteTermUnit } from './products.enums.js';

export interface NoteTerm {
  term: number;
  term_unit: NoteTermUnit;
}

/** An at-call note: its term runs in hours (the 48-hour note). */
export function isAtCallNote(note: NoteTerm): boolean {
  return note.term_unit === NoteTermUnit.hours;
}

function plural(n: string, word: string): string {
  return `${n} ${word}${n === '1' ? '' : 's'}`;
}

/** '48-hour at call', '1 month', '6 months', '1 year', '18 months' -> '1.5 years', '36 months' -> '3 years'. */
export function formatNoteTerm(note: NoteTerm): string {
  if (isAtCallNote(note)) return `${note.term}-hour at call`;
  if (note.term < LOAN_NOTE_TERM_YEARS_FROM_MONTHS) return plural(String(note.term), 'month');
  // Whole months over 12 have at most two decimals in years (1/12 = 0.083..., shown 0.08).
  const hundredths = Math.round((note.term * 100) / 12);
  const years = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`.replace(/\.?0+$/, '');
  return plural(years, 'year');
}

/** Monthly for the at-call note, quarterly for the others. */
export function noteInterestFrequency(note: NoteTerm): Frequency {
  return isAtCallNote(note) ? Frequency.monthly : Frequency.quarterly;
}
