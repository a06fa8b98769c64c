import {
  clientConfigurationSchema,
  type ClientConfiguration,
  type OperatorClientConfigurationUpdate,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_APPLICATIONS_ROOT } from './back-office-reference-keys';

/** PUT /api/operator/client-configuration/: only the fields sent change; an empty one is cleared. */
export function updateClientConfiguration(body: OperatorClientConfigurationUpdate): Promise<ClientConfiguration> {
  return api.put('/operator/client-configuration/', body, { schema: clientConfigurationSchema });
}

export function useUpdateClientConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientConfiguration,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_APPLICATIONS_ROOT }),
  });
}
