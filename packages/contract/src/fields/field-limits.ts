/** Limits that text fields of every domain share (spec 1 §5, §7, §9, spec 3 §5, §9). */

/** RFC 5321's limit on an address; longer is not an address anyone can answer. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * Ours: the longest value a field with a fixed format takes (codes, identifiers, dates). Well
 * above any valid value as typed, so a near miss still gets the format's own message, while a
 * pasted page is refused before the format is even read.
 */
export const FORMATTED_INPUT_MAX_LENGTH = 30;
/** Autocomplete and autosuggest start once the input is 'more than 2 characters'. */
export const AUTOSUGGEST_MIN_LENGTH = 3;
/** Text inputs in finders (a list's search box) cap at 40 characters (spec 1 §5). */
export const FINDER_INPUT_MAX_LENGTH = 40;
