/** Reference lists the forms choose from (spec 1 §5, §9): finders, countries and language. */

export const PREFERRED_COUNTRY_ORDER = ['AU', 'NZ', 'GB', 'US'] as const;
export const DEFAULT_COUNTRY = 'AU';
export const DEFAULT_LANGUAGE = 'en';
