import { languageSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../components/lookups/lookup-query';

/** GET /utils/languages/: English first, then by name. */
export const languagesQueryOptions = () => lookupQueryOptions('/utils/languages/', languageSchema);

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
