import { sessionSummarySchema, type SessionSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /auth/sessions/: the devices signed in as this user, this one marked is_current. */
export function getSessions(): Promise<SessionSummary[]> {
  return api.get('/auth/sessions/', { schema: z.array(sessionSummarySchema) });
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'sessions'], queryFn: getSessions });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
