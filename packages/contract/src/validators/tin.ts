/**
 * A tax identification number of another country, as people type it: countries write theirs with
 * letters and digits, grouped by spaces, hyphens or slashes (e.g. '123-45-6789', 'AB 12 34 56 C',
 * '12/345/67890'). What a form asks beyond that (the profile's nine digits, the tax forms' digits
 * only) is the form's own rule.
 */
const TIN_CHARACTERS = /^[A-Za-z0-9 /-]*$/;

export function hasTinCharactersOnly(value: string): boolean {
  return TIN_CHARACTERS.test(value);
}
