import { Messages } from '../../messages.js';
import { SUPPORT_QUERY_MAX_LENGTH } from '../../constants.js';
import { requiredTextField } from './text-field.js';

/** The description of a support request: required, at most 1000 characters. */
export const supportQuerySchema = requiredTextField(SUPPORT_QUERY_MAX_LENGTH, [], {
  tooLong: Messages.queryTooLong(SUPPORT_QUERY_MAX_LENGTH),
});
