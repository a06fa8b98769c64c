import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signOutLocally } from '../../../lib/query-client';

/** POST /auth/base/logout/: ends the session on the server (the token stops working). */
export function logout(): Promise<void> {
  return api.post('/auth/base/logout/');
}

/**
 * Sign out. The local session is cleared whatever the server answers: a user who pressed
 * Sign out must end up signed out even if the network or the server fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { errorHandling: 'none' },
    onSettled: () => signOutLocally(queryClient),
  });
}
