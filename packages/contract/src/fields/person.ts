import { z } from 'zod';
import { PersonalDetailLimits } from '../identity/identity.constants.js';
import { isValidPersonName } from '../validators/names.js';
import { EMAIL_MAX_LENGTH } from './field-limits.js';
import { fieldSpecMessages } from './fields.messages.js';
import { optionalTextField, requiredTextField, type FieldRule } from './text-field.js';

const nameRules: FieldRule[] = [[isValidPersonName, fieldSpecMessages.nameCharacters]];

/** A name field: letters, apostrophes, backtick, hyphens and spaces, up to `maxLength`. */
export function personNameSchema(maxLength: number = PersonalDetailLimits.nameMaxLength) {
  return requiredTextField(maxLength, nameRules);
}

/** The same rules for an optional name (middle, preferred); empty is allowed. */
export function optionalPersonNameSchema(maxLength: number = PersonalDetailLimits.nameMaxLength) {
  return optionalTextField(maxLength, nameRules);
}

/** An e-mail address is well formed: the label fills '{label} format is not valid'. */
export function emailRule(label = 'Email'): FieldRule {
  return [(value) => z.regexes.email.test(value), fieldSpecMessages.formatNotValid(label)];
}

/** An e-mail field, up to the 254 characters an address can have. */
export function emailSchema(label = 'Email') {
  return requiredTextField(EMAIL_MAX_LENGTH, [emailRule(label)]);
}

/** As above, but empty passes. */
export function optionalEmailSchema(label = 'Email') {
  return optionalTextField(EMAIL_MAX_LENGTH, [emailRule(label)]);
}
