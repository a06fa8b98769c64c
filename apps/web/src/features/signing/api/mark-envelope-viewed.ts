import { signingEnvelopeViewSchema, type SigningEnvelopeView } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signingEnvelopeQueryOptions } from './get-signing-envelope';

/** POST /signing/{token}/view/ (issue #21 item 2): the signer opened the documents. */
export function markEnvelopeViewed(token: string): Promise<SigningEnvelopeView> {
  return api.post(`/signing/${encodeURIComponent(token)}/view/`, undefined, {
    schema: signingEnvelopeViewSchema,
    withAuth: false,
  });
}

export function useMarkEnvelopeViewed(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markEnvelopeViewed(token),
    onSuccess: (view) => queryClient.setQueryData(signingEnvelopeQueryOptions(token).queryKey, view),
    // Recording the view is a courtesy to the history; the page stays usable when it fails.
    meta: { errorHandling: 'none' },
  });
}
