import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type QueryParams } from '../../lib/api-client';

/**
 * The GET of a server-paged queue (issue #23 item 2), as its API file exports it: the fetcher
 * (the answer checked by the contract's page schema), the query options keyed by the params (the
 * page shown stays while the next one loads), and the hook.
 */
export function serverQueueQuery<Params extends QueryParams, Page>(
  path: string,
  key: readonly unknown[],
  schema: z.ZodType<Page>,
) {
  const fetchPage = (params: Params): Promise<Page> => api.get(path, { params, schema });
  const pageQueryOptions = (params: Params) =>
    queryOptions({
      queryKey: [...key, params],
      queryFn: () => fetchPage(params),
      placeholderData: keepPreviousData,
    });
  return {
    fetchPage,
    queryOptions: pageQueryOptions,
    usePage: (params: Params) => useQuery(pageQueryOptions(params)),
  };
}
