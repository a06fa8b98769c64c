import { operatorApplicationSchema, type OperatorApplication, type OperatorApplicationUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_APPLICATIONS_ROOT } from './back-office-reference-keys';

/** PATCH /api/operator/applications/{id}/: branding, modules, minimums and session times, with the reason. */
export function updateApplication({
  id,
  ...body
}: OperatorApplicationUpdate & { id: number }): Promise<OperatorApplication> {
  return api.patch(`/operator/applications/${id}/`, body, { schema: operatorApplicationSchema });
}

/** The page shows the outcome and puts field errors on the form itself. */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_APPLICATIONS_ROOT }),
  });
}
