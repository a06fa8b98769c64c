import { detailSchema, type DetailResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LAST_ACTIVITY_QUERY_KEY } from './get-last-activity';

/** GET /auth/sessions/session-keep-alive/: counts as activity, so the session starts its idle time again. */
export function keepSessionAlive(): Promise<DetailResponse> {
  return api.get('/auth/sessions/session-keep-alive/', { schema: detailSchema });
}

export function useKeepSessionAlive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepSessionAlive,
    // Ask the server again at once, so the warning goes as soon as the server agrees.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LAST_ACTIVITY_QUERY_KEY }),
  });
}
