import { referenceDataSchema, type ReferenceFile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_REFERENCE_ROOT } from './back-office-reference-keys';

/** GET /api/operator/reference/: the products' reference data in the reference file's layout. */
export function getReferenceData(): Promise<ReferenceFile> {
  return api.get('/operator/reference/', { schema: referenceDataSchema });
}

export function referenceDataQueryOptions() {
  return queryOptions({ queryKey: [...BACK_OFFICE_REFERENCE_ROOT, 'data'], queryFn: getReferenceData });
}

export function useReferenceData() {
  return useQuery(referenceDataQueryOptions());
}
