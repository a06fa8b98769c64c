/**
 * Date fields carry 'YYYY-MM-DD'. 'Today' is worked out when the value is checked, in the
 * given IANA zone or else the local one: the browser's zone is the user's, and the server
 * should pass the zone of the people it serves so a date entered just after midnight in
 * Sydney is not judged against the previous day in UTC.
 */
import { isIsoDate, today } from '../dates/calendar-date.js';
import { MIN_AGE_YEARS } from '../identity/identity.constants.js';
import { isAtLeastYearsOld, isDateInFuture, isDateInPast } from '../validators/dates.js';
import { FORMATTED_INPUT_MAX_LENGTH } from './field-limits.js';
import { fieldSpecMessages } from './fields.messages.js';
import { requiredTextField, type FieldRule } from './text-field.js';

interface DateFieldOptions {
  timeZone?: string;
}

const wellFormed: FieldRule = [isIsoDate, fieldSpecMessages.theFormatIsNotValid];

const notInPast = ({ timeZone }: DateFieldOptions): FieldRule => [
  (value) => !isDateInPast(value, today(timeZone)),
  fieldSpecMessages.dateInPast,
];

const notInFuture = ({ timeZone }: DateFieldOptions): FieldRule => [
  (value) => !isDateInFuture(value, today(timeZone)),
  fieldSpecMessages.dateInFuture,
];

/** Expiry dates and bookings: today or later. */
export function dateNotInPastSchema(options: DateFieldOptions = {}) {
  return requiredTextField(FORMATTED_INPUT_MAX_LENGTH, [wellFormed, notInPast(options)]);
}

/** Issue dates: today or earlier. */
export function dateNotInFutureSchema(options: DateFieldOptions = {}) {
  return requiredTextField(FORMATTED_INPUT_MAX_LENGTH, [wellFormed, notInFuture(options)]);
}

/** Date of birth: not in the future, and at least 18 years ago. */
export function dateOfBirthSchema(options: DateFieldOptions = {}) {
  return requiredTextField(FORMATTED_INPUT_MAX_LENGTH, [
    wellFormed,
    notInFuture(options),
    [(value) => isAtLeastYearsOld(value, MIN_AGE_YEARS, today(options.timeZone)), fieldSpecMessages.minimumAge],
  ]);
}
