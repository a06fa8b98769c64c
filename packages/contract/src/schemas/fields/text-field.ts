/**
 * How every text field schema is built: a string, normalised the way the field is typed
 * (trimmed, or with spaces removed from identifiers), then its rules in order. A field shows
 * one message at a time, the first rule it breaks, and the issue is an ordinary one rather
 * than an abort, so object-level rules (a password repeat) still run beside it.
 * `.overwrite` keeps the field a plain string in the OpenAPI document, where a transform
 * could not be described.
 */
import { z } from 'zod';
import { Messages } from '../../messages.js';

export type FieldRule = readonly [passes: (value: string) => boolean, message: string];

const trim = (value: string) => value.trim();
const required: FieldRule = [(value) => value.length > 0, Messages.fieldRequired];

function firstBrokenRule(rules: readonly FieldRule[]) {
  return (value: string, ctx: z.RefinementCtx<string>) => {
    const broken = rules.find(([passes]) => !passes(value));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  };
}

export function requiredTextField(rules: readonly FieldRule[] = [], normalise: (value: string) => string = trim) {
  return z
    .string({ error: Messages.fieldRequired })
    .overwrite(normalise)
    .superRefine(firstBrokenRule([required, ...rules]));
}

/** As above, but empty passes: the rules apply only once something is typed. */
export function optionalTextField(rules: readonly FieldRule[] = [], normalise: (value: string) => string = trim) {
  const whenTyped = rules.map(([passes, message]): FieldRule => [(value) => value === '' || passes(value), message]);
  return z.string().overwrite(normalise).superRefine(firstBrokenRule(whenTyped));
}

export function maxLengthRule(maxLength: number): FieldRule {
  return [(value) => value.length <= maxLength, Messages.maxLength(maxLength)];
}
