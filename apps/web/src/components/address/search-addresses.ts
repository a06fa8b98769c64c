import { addressSearchResultSchema, AUTOSUGGEST_MIN_LENGTH, type AddressSuggestion } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /profiles/address-search/?query=: suggestions split into the address fields. */
export function searchAddresses(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return api
    .get('/profiles/address-search/', { params: { query }, schema: addressSearchResultSchema, signal })
    .then((answer) => answer.results);
}

export function addressSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['address-search', query],
    queryFn: ({ signal }) => searchAddresses(query, signal),
    staleTime: 5 * 60_000,
    // A failed suggestion list is not worth a toast: the user can type the address.
    meta: { errorHandling: 'none' },
  });
}

/** Suggestions for an already debounced query; nothing is asked for 2 characters or fewer (document 1 §9). */
export function useAddressSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({ ...addressSearchQueryOptions(trimmed), enabled: trimmed.length >= AUTOSUGGEST_MIN_LENGTH });
}
