/**
 * What the individual and the corporate tax forms share (spec 2 §5): a yes/no answer, the TFN
 * field and its rules, and a tax identification number with its rules. Each form puts them under
 * its own field names.
 */
import { z } from 'zod';
import { FORMATTED_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { tfnSchema } from '../fields/identifiers.js';
import { optionalTextField } from '../fields/text-field.js';
import { removeWhitespace } from '../validators/digits.js';
import { TIN_INPUT_MAX_LENGTH, TIN_MAX_LENGTH } from '../validators/identifier-lengths.js';
import { hasTinCharactersOnly } from '../validators/tin.js';

/**
 * A required yes/no: null until answered, so "not answered" is told from "no". Every field parses
 * on its own without failing, so a form's rules always run together and each broken one lands on
 * its field in the same answer.
 */
export const taxAnswerField = () => z.boolean().nullable().default(null);

/** The TFN as typed: checked with the TFN rules (below) unless there is none; bounded either way. */
export const typedTfnField = () =>
  z.string().max(FORMATTED_INPUT_MAX_LENGTH, fieldSpecMessages.maxLength(FORMATTED_INPUT_MAX_LENGTH)).default('');

/** Any country's number as typed, spaces dropped; where one is required it is digits (below). */
export const typedTinField = () =>
  optionalTextField(TIN_INPUT_MAX_LENGTH, [[hasTinCharactersOnly, fieldSpecMessages.tinCharacters]], {
    normalise: removeWhitespace,
  }).default('');

/** Why a typed TFN is refused (8 or 9 digits, the ATO check), or null. */
export function tfnProblem(tfn: string): string | null {
  const parsed = tfnSchema.safeParse(tfn);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

/** Why a TIN that is required is refused (required, digits only, at most 18), or null. */
export function requiredTinProblem(tin: string): string | null {
  if (tin === '') return fieldSpecMessages.fieldRequired;
  if (!/^\d+$/.test(tin)) return fieldSpecMessages.mustContainNumbersOnly;
  if (tin.length > TIN_MAX_LENGTH) return fieldSpecMessages.maxLength(TIN_MAX_LENGTH);
  return null;
}

/** The TFN as stored: digits only, or nothing when the person or entity has none. */
export function storedTfn(hasNotTfn: boolean, tfn: string): string {
  return hasNotTfn ? '' : tfn.replace(/\s+/g, '');
}

/** A stored TFN as it travels back, individual or corporate: stars, then its last three digits ('******789'); '' when none. */
export function maskTfn(tfn: string): string {
  return tfn ? `${'*'.repeat(Math.max(tfn.length - 3, 0))}${tfn.slice(-3)}` : '';
}
