import { PREFERRED_COUNTRY_ORDER, type Country } from '@portal/contract';
import { countries } from 'countries-list';

const preferred: readonly string[] = PREFERRED_COUNTRY_ORDER;

function rank(code: string): number {
  const index = preferred.indexOf(code);
  return index === -1 ? preferred.length : index;
}

/**
 * ISO 3166-1 alpha-2 countries (from countries-list, which also carries Kosovo's user-assigned
 * XK), in the order the forms show them: AU, NZ, GB, US first (spec 1 §9), then by name.
 */
export const COUNTRIES: readonly Country[] = Object.entries(countries)
  .map(([code, country]) => ({ code, name: country.name }))
  .sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, 'en'));

const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.code));

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.has(code);
}
