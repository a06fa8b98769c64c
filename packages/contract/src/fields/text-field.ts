/**
 * How every text field schema is built: a string, normalised the way the field is typed
 * (trimmed, or with spaces removed from identifiers), no longer than its maximum, then its rules
 * in order. A field shows one message at a time, the first rule it breaks, and the issue is an
 * ordinary one rather than an abort, so object-level rules (a password repeat) still run beside it.
 * `.overwrite` keeps the field a plain string in the OpenAPI document, where a transform
 * could not be described.
 *
 * The maximum is not optional: a field without one would store whatever a caller sends (a 500 KB
 * "language" once did). It is checked first, so an oversized value is refused before the rules
 * read it, and it is the field's `maxLength` in the OpenAPI document. A field with a fixed format
 * takes a maximum well above any valid value (FORMATTED_INPUT_MAX_LENGTH), so a near miss still
 * shows the format's own message.
 */
import { z } from 'zod';
import { fieldSpecMessages } from './fields.messages.js';

export type FieldRule = readonly [passes: (value: string) => boolean, message: string];

export interface TextFieldOptions {
  /** How the value is cleaned before it is checked: trimmed unless given. */
  normalise?: (value: string) => string;
  /** The message past the maximum, when the field has its own ('The query cannot contain...'). */
  tooLong?: string;
}

const trim = (value: string) => value.trim();
const required: FieldRule = [(value) => value.length > 0, fieldSpecMessages.fieldRequired];

function firstBrokenRule(rules: readonly FieldRule[]) {
  return (value: string, ctx: z.RefinementCtx<string>) => {
    // Too long already said: nothing else is worth reading in the value.
    if (ctx.issues.length > 0) return;
    const broken = rules.find(([passes]) => !passes(value));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  };
}

function boundedString(maxLength: number, options: TextFieldOptions, params?: { error: string }) {
  return z
    .string(params)
    .overwrite(options.normalise ?? trim)
    .max(maxLength, options.tooLong ?? fieldSpecMessages.maxLength(maxLength));
}

export function requiredTextField(maxLength: number, rules: readonly FieldRule[] = [], options: TextFieldOptions = {}) {
  return boundedString(maxLength, options, { error: fieldSpecMessages.fieldRequired }).superRefine(
    firstBrokenRule([required, ...rules]),
  );
}

/** As above, but empty passes: the rules apply only once something is typed. */
export function optionalTextField(maxLength: number, rules: readonly FieldRule[] = [], options: TextFieldOptions = {}) {
  const whenTyped = rules.map(([passes, message]): FieldRule => [(value) => value === '' || passes(value), message]);
  return boundedString(maxLength, options).superRefine(firstBrokenRule(whenTyped));
}

/**
 * Whether a field of the object being refined already has an issue (its own limit or format): an
 * object-level rule then says nothing more about it, so each field still shows one message.
 */
export function fieldHasIssue(ctx: z.RefinementCtx<unknown>, field: string): boolean {
  return ctx.issues.some((issue) => issue.path?.[0] === field);
}

/**
 * A form's optional text box for a route that takes the field absent, not blank: an empty or
 * all-space value is no value; anything else is checked by `schema`.
 */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
}
