import { nameTitleSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../components/lookups/lookup-query';

/** GET /profiles/name-titles/?gender=<id>: the titles offered for one gender (document 1 §4). */
export const nameTitlesQueryOptions = (gender: number) =>
  lookupQueryOptions('/profiles/name-titles/', nameTitleSchema, { gender });

/** Asked only once a gender is chosen: the server refuses a title that does not fit the gender. */
export function useNameTitles(gender: number | undefined) {
  return useQuery({ ...nameTitlesQueryOptions(gender ?? 0), enabled: gender !== undefined });
}
