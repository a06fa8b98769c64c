import { signUrlSchema, type SignUrl } from '@portal/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /change-requests/{id}/sign-url/ (spec 2 §7, polled by the signing step): a fresh link to the
 * signing page. Called by the redirecting screen's own polling loop, which owns its errors.
 */
export function getSignUrl(changeRequestId: number, signal?: AbortSignal): Promise<SignUrl> {
  return api.get(`/change-requests/${changeRequestId}/sign-url/`, { schema: signUrlSchema, signal });
}
