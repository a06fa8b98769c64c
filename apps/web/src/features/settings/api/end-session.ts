import { detailSchema, type DetailResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** DELETE /auth/sessions/{id}/: signs that device out. */
export function endSession(id: number): Promise<DetailResponse> {
  return api.delete(`/auth/sessions/${id}/`, { schema: detailSchema });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    meta: { errorHandling: 'form' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
