import { documentsPageSchema, PageSize, type DocumentsPage } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the screen asks the list for; the server pages, sorts and searches. */
export type DocumentsListQuery = {
  search: string;
  /** A column name, '-' in front for descending. */
  ordering: string;
  annualSummaryPack: boolean;
  page: number;
};

/** GET /ipm/documents/ (spec 3 §7): search, page_size 10, ordering, is_annual_summary_tax_pack, page. */
export function getDocuments(query: DocumentsListQuery): Promise<DocumentsPage> {
  return api.get('/ipm/documents/', {
    params: {
      search: query.search,
      page_size: PageSize.documents,
      ordering: query.ordering,
      is_annual_summary_tax_pack: query.annualSummaryPack ? 'true' : undefined,
      page: query.page,
    },
    schema: documentsPageSchema,
  });
}

export function documentsQueryOptions(query: DocumentsListQuery) {
  return queryOptions({ queryKey: ['documents', 'list', query], queryFn: () => getDocuments(query) });
}

/** Keeps the current rows on screen while another page, sort or search loads. */
export function useDocuments(query: DocumentsListQuery) {
  return useQuery({ ...documentsQueryOptions(query), placeholderData: keepPreviousData });
}
