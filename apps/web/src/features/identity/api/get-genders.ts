import { genderSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../components/lookups/lookup-query';

/** GET /profiles/genders/. */
export const gendersQueryOptions = () => lookupQueryOptions('/profiles/genders/', genderSchema);

export function useGenders() {
  return useQuery(gendersQueryOptions());
}
