import { AUTH_CODE_LENGTH } from '../auth/auth.constants.js';
import { isValidInvitationCode, normaliseCode } from '../validators/codes.js';
import { FORMATTED_INPUT_MAX_LENGTH } from './field-limits.js';
import { fieldSpecMessages } from './fields.messages.js';
import { requiredTextField } from './text-field.js';

/** Six-digit two-factor or phone code: 'must contain numbers only', then 'must contain 6 symbols'. */
export const authCodeSchema = requiredTextField(
  FORMATTED_INPUT_MAX_LENGTH,
  [
    [(value) => /^\d+$/.test(value), fieldSpecMessages.mustContainNumbersOnly],
    [(value) => value.length === AUTH_CODE_LENGTH, fieldSpecMessages.mustContainSymbols(AUTH_CODE_LENGTH)],
  ],
  { normalise: normaliseCode },
);

/** Twelve-digit invitation code: '{Code} format is not valid'. */
export const invitationCodeSchema = requiredTextField(
  FORMATTED_INPUT_MAX_LENGTH,
  [[isValidInvitationCode, fieldSpecMessages.formatNotValid('Code')]],
  { normalise: normaliseCode },
);
