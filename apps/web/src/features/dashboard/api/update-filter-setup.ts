import { dashboardFilterSetupSchema, type DashboardFilter, type DashboardFilterSetup } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filterSetupQueryOptions } from './get-filter-setup';

/** PATCH /ipm/dashboard/filter-setup/: saves the filter; the answer is the whole setup. */
export function updateFilterSetup(filter: DashboardFilter): Promise<DashboardFilterSetup> {
  return api.patch('/ipm/dashboard/filter-setup/', filter, { schema: dashboardFilterSetupSchema });
}

/**
 * The filter shows the new choice at once (the cards are keyed by it and refetch), and the saved
 * setup replaces it when the server answers.
 */
export function useUpdateFilterSetup() {
  const queryClient = useQueryClient();
  const { queryKey } = filterSetupQueryOptions();
  return useMutation({
    mutationFn: updateFilterSetup,
    onMutate: (filter) => {
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...filter });
      return { previous };
    },
    onError: (_error, _filter, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (setup) => queryClient.setQueryData(queryKey, setup),
  });
}
