import { personalDetailSchema, type PersonalDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readIfEntered } from './read-if-entered';

/** GET /profiles/personal-details/; null before they are entered. */
export function getPersonalDetail(): Promise<PersonalDetail | null> {
  return readIfEntered(() => api.get('/profiles/personal-details/', { schema: personalDetailSchema }));
}

export function personalDetailQueryOptions() {
  return queryOptions({ queryKey: ['identity', 'personal-detail'], queryFn: getPersonalDetail });
}

export function usePersonalDetail() {
  return useQuery(personalDetailQueryOptions());
}
