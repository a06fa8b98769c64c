/**
 * Personal names: letters, apostrophes, backticks, hyphens and spaces (spec 1 §5). Letters of
 * any alphabet with their accents count, since names such as 'Zoë' and 'Nguyễn' are real, and
 * the typographic apostrophe (’) that phone keyboards insert counts as an apostrophe. A name
 * needs at least one letter.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}'’`\- ]+$/u;
const HAS_LETTER = /\p{L}/u;

export function isValidPersonName(value: string): boolean {
  return NAME_CHARACTERS.test(value) && HAS_LETTER.test(value);
}
