import { tailoredLabelListSchema, TAILORED_LABELS_CACHE_MS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ipm/tailored-labels/ (spec 2 §7 "Tailored labels: GET, cached 15 minutes"): option id to its label. */
export async function getTailoredLabels(): Promise<Map<number, string>> {
  const list = await api.get('/ipm/tailored-labels/', { schema: tailoredLabelListSchema });
  return new Map(list.results.map((label) => [label.investment_option, label.tailored_label]));
}

export function tailoredLabelsQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'tailored-labels'],
    queryFn: getTailoredLabels,
    staleTime: TAILORED_LABELS_CACHE_MS,
    // Without labels the options keep their own names: no error page for this one.
    meta: { errorHandling: 'form' },
  });
}

export function useTailoredLabels() {
  return useQuery(tailoredLabelsQueryOptions());
}
