import { DEFAULT_COUNTRY, type Region } from '@portal/contract';
import { AU_STATES } from './au-states.js';

/**
 * First-level regions by country. Only Australia's are held: the forms need a state for an
 * Australian address, and for any other country they take the state as free text (up to 255
 * characters, spec 1 §5), so every other country answers an empty list rather than a partial one.
 */
const REGIONS_BY_COUNTRY: ReadonlyMap<string, readonly Region[]> = new Map([
  [DEFAULT_COUNTRY, AU_STATES.map((s) => ({ code: s.code, name: s.name, country: DEFAULT_COUNTRY }))],
]);

export function regionsOf(country: string): readonly Region[] {
  return REGIONS_BY_COUNTRY.get(country) ?? [];
}
