import { countrySchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from './lookup-query';

/** GET /utils/countries/: AU, NZ, GB, US first, then by name (document 1 §9). */
export const countriesQueryOptions = () => lookupQueryOptions('/utils/countries/', countrySchema);

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
