import { dashboardFilterSetupSchema, type DashboardFilter, type DashboardFilterSetup } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filterSetupQueryOptions } from './get-filter-setup';

/** PATCH /ipm/dashboard/filter-setup/: saves the filter; the answer is the whole setup. */
export function updateFilterSetup(filter: DashboardFilter): Promise<DashboardFilterSetup> {
  return api.patch('/ipm/dashboard/filter-setup/', filter, { schema: dashboardFilterSetupSchema });
}

const mutationKey = ['dashboard', 'filter-setup', 'update'] as const;

/**
 * The filter shows the new choice at once (the cards are keyed by it and refetch), and the saved
 * setup replaces it when the server answers. Saves go one after another, in the order chosen, so
 * the last choice is the one stored; and while a later save waits, an earlier answer (or failure)
 * leaves the screen alone instead of putting an older choice back.
 */
export function useUpdateFilterSetup() {
  const queryClient = useQueryClient();
  const { queryKey } = filterSetupQueryOptions();
  const isLatest = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: updateFilterSetup,
    scope: { id: 'dashboard-filter-setup' },
    onMutate: (filter) => {
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...filter });
      return { previous };
    },
    onError: (_error, _filter, context) => {
      if (context?.previous && isLatest()) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (setup) => {
      if (isLatest()) queryClient.setQueryData(queryKey, setup);
    },
  });
}
