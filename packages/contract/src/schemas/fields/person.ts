import { z } from 'zod';
import { Messages } from '../../messages.js';
import { PersonalDetailLimits } from '../../constants.js';
import { isValidPersonName } from '../../validators/names.js';
import { maxLengthRule, optionalTextField, requiredTextField, type FieldRule } from './text-field.js';

const nameRules = (maxLength: number): FieldRule[] => [
  maxLengthRule(maxLength),
  [isValidPersonName, Messages.nameCharacters],
];

/** A name field: letters, apostrophes, backtick, hyphens and spaces, up to `maxLength`. */
export function personNameSchema(maxLength: number = PersonalDetailLimits.nameMaxLength) {
  return requiredTextField(nameRules(maxLength));
}

/** The same rules for an optional name (middle, preferred); empty is allowed. */
export function optionalPersonNameSchema(maxLength: number = PersonalDetailLimits.nameMaxLength) {
  return optionalTextField(nameRules(maxLength));
}

/** An e-mail field; the label fills '{label} format is not valid'. */
export function emailSchema(label = 'Email') {
  return requiredTextField([[(value) => z.regexes.email.test(value), Messages.formatNotValid(label)]]);
}
