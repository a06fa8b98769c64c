import { changeRequestToSignSchema, type ChangeRequestToSign } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { CHANGE_REQUESTS_TO_SIGN_QUERY_ROOT } from './signing-keys';

/** GET /change-requests-to-sign/ (spec 2 §7): the envelopes awaiting the signed-in user's signature. */
export function getChangeRequestsToSign(): Promise<ChangeRequestToSign[]> {
  return api.get('/change-requests-to-sign/', { schema: z.array(changeRequestToSignSchema) });
}

export function changeRequestsToSignQueryOptions() {
  return queryOptions({ queryKey: CHANGE_REQUESTS_TO_SIGN_QUERY_ROOT, queryFn: getChangeRequestsToSign });
}

/**
 * `pollEveryMs`: ask again at that interval, for a page that expects an envelope the server is
 * still preparing (its documents are generated in the background after a submission).
 */
export function useChangeRequestsToSign({ pollEveryMs }: { pollEveryMs?: number | false } = {}) {
  return useQuery({ ...changeRequestsToSignQueryOptions(), refetchInterval: pollEveryMs ?? false });
}
