import { pageSchema } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type QueryParams } from '../../lib/api-client';

/**
 * A public reference list (document 1 §7 lookups) read whole from its page envelope. Lists do not
 * change while a form is open, so they are read once per visit and shared by every form.
 */
export function lookupQueryOptions<T extends z.ZodType>(path: string, item: T, params?: QueryParams) {
  return queryOptions({
    queryKey: ['lookup', path, params ?? {}],
    queryFn: async () => (await api.get(path, { params, schema: pageSchema(item) })).results as z.output<T>[],
    staleTime: Infinity,
  });
}
