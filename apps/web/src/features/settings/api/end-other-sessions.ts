import { detailSchema, type DetailResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** POST /auth/sessions/end-others/: every device but this one is signed out. */
export function endOtherSessions(): Promise<DetailResponse> {
  return api.post('/auth/sessions/end-others/', undefined, { schema: detailSchema });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    meta: { errorHandling: 'form' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
