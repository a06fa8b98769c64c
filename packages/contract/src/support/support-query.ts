import { fieldSpecMessages } from '../fields/fields.messages.js';
import { requiredTextField } from '../fields/text-field.js';
import { SUPPORT_QUERY_MAX_LENGTH } from './support.constants.js';

/** The description of a support request: required, at most 1000 characters. */
export const supportQuerySchema = requiredTextField(SUPPORT_QUERY_MAX_LENGTH, [], {
  tooLong: fieldSpecMessages.queryTooLong(SUPPORT_QUERY_MAX_LENGTH),
});
