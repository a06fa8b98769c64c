import { citySchema, type AuState, type City } from '@portal/contract';
import file from './data/cities.json' with { type: 'json' };
import { readReferenceFile, uniqueListOf } from './reference-file.js';

/** The cities of data/cities.json, in the file's order: the eight capitals first, then by name. */
const CITIES: readonly City[] = readReferenceFile('cities.json', uniqueListOf(citySchema, 'id'), file);

/** Cities of one state (all without), whose name contains the search text, keeping the file's order. */
export function citiesMatching(state?: AuState, search?: string): readonly City[] {
  const text = search?.trim().toLowerCase();
  if (!state && !text) return CITIES;
  return CITIES.filter((c) => (!state || c.state === state) && (!text || c.name.toLowerCase().includes(text)));
}
