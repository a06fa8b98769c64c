import { detailSchema, type BlockAccess, type DetailResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signOutLocally } from '../../../lib/query-client';

/** POST /profiles/block-access/ {password}: every session of the user ends on the server. */
export function blockAccess(input: BlockAccess): Promise<DetailResponse> {
  return api.post('/profiles/block-access/', input, { schema: detailSchema });
}

/**
 * This browser's session ended with the others: forget it here too, marked 'blocked' so the
 * signed-in guard goes to the account-blocked page rather than to login.
 */
export function useBlockAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockAccess,
    meta: { errorHandling: 'form' },
    onSuccess: () => signOutLocally(queryClient, 'blocked'),
  });
}
