import { DEFAULT_LANGUAGE, type Language } from '@portal/contract';
import { languages } from 'countries-list';

/** ISO 639-1 languages (from countries-list), English (the default language) first, then by name. */
export const LANGUAGES: readonly Language[] = Object.entries(languages)
  .map(([code, language]) => ({ code, name: language.name }))
  .sort(
    (a, b) =>
      Number(b.code === DEFAULT_LANGUAGE) - Number(a.code === DEFAULT_LANGUAGE) || a.name.localeCompare(b.name, 'en'),
  );

const LANGUAGE_CODES = new Set(LANGUAGES.map((l) => l.code));

export function isLanguageCode(code: string): boolean {
  return LANGUAGE_CODES.has(code);
}
