import { documentsAutocompleteSchema, wantsSuggestions, type DocumentsAutocomplete } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ipm/documents/search-autocomplete/?search= (spec 3 §7): groups of options. */
export function getDocumentSuggestions(search: string): Promise<DocumentsAutocomplete> {
  return api.get('/ipm/documents/search-autocomplete/', { params: { search }, schema: documentsAutocompleteSchema });
}

export function documentSuggestionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['documents', 'suggestions', search],
    queryFn: async () => {
      try {
        return await getDocumentSuggestions(search);
      } catch (error) {
        // Spec 3 §8: a failed autocomplete is only logged; the search box keeps working without it.
        console.warn('Document suggestions failed', error);
        return { results: [] };
      }
    },
    meta: { errorHandling: 'none' },
    staleTime: 60_000,
  });
}

/** Asks only for more than 2 characters; `search` is already debounced by the caller. */
export function useDocumentSuggestions(search: string) {
  return useQuery({ ...documentSuggestionsQueryOptions(search), enabled: wantsSuggestions(search) });
}
