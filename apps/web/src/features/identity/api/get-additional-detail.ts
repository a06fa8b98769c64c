import { additionalDetailSchema, type AdditionalDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readIfEntered } from './read-if-entered';

/** GET /profiles/additional-details/; null before they are entered. */
export function getAdditionalDetail(): Promise<AdditionalDetail | null> {
  return readIfEntered(() => api.get('/profiles/additional-details/', { schema: additionalDetailSchema }));
}

export function additionalDetailQueryOptions() {
  return queryOptions({ queryKey: ['identity', 'additional-detail'], queryFn: getAdditionalDetail });
}

export function useAdditionalDetail() {
  return useQuery(additionalDetailQueryOptions());
}
