import { lastActivitySchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /auth/sessions/last-activity-ping/ -> {inactive_seconds}. Does not count as activity, on
 * the server or in lib/activity.ts, so polling it never keeps a session alive.
 */
export function getLastActivity(): Promise<{ inactive_seconds: number }> {
  return api.get('/auth/sessions/last-activity-ping/', { schema: lastActivitySchema });
}

export const LAST_ACTIVITY_QUERY_KEY = ['session', 'last-activity'] as const;

export function lastActivityQueryOptions(pollMs: number) {
  return queryOptions({
    queryKey: LAST_ACTIVITY_QUERY_KEY,
    queryFn: getLastActivity,
    refetchInterval: pollMs,
    refetchIntervalInBackground: true,
    // 401 (the server ended the session) signs out through the global handler; the rest is ignored.
    meta: { errorHandling: 'form' },
  });
}

export function useLastActivity(pollMs: number, enabled: boolean) {
  return useQuery({ ...lastActivityQueryOptions(pollMs), enabled });
}
