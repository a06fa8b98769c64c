import { signingEnvelopeViewSchema, type SigningEnvelopeView } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SIGNING_LINK_QUERY_ROOT } from './signing-keys';

/** GET /signing/{token}/ (issue #21 item 3): the envelope a signer's link opens. The token is the credential. */
export function getSigningEnvelope(token: string): Promise<SigningEnvelopeView> {
  return api.get(`/signing/${encodeURIComponent(token)}/`, { schema: signingEnvelopeViewSchema, withAuth: false });
}

export function signingEnvelopeQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...SIGNING_LINK_QUERY_ROOT, token],
    queryFn: () => getSigningEnvelope(token),
    // A refused link (404, 410) is the page's own message, not the portal's not-found page.
    meta: { errorHandling: 'none' },
  });
}

export function useSigningEnvelope(token: string) {
  return useQuery(signingEnvelopeQueryOptions(token));
}
