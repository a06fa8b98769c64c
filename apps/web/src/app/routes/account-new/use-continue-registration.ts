import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useInvitationReturn } from './invitation-return';

/**
 * Where an identity step goes once saved. Opened from an invitation, it reads the invitation again
 * and returns to it: the server has moved it to its next step, and the invitation screen sends the
 * user there. Otherwise it goes back to `fallback`.
 */
export function useContinueRegistration(fallback: string): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = useInvitationReturn();
  return () => {
    if (!back) {
      void navigate(fallback);
      return;
    }
    // Fetched before leaving, so the invitation screen does not route by the step it had cached.
    void queryClient
      .fetchQuery({ ...back.options, staleTime: 0 } as Parameters<typeof queryClient.fetchQuery>[0])
      .catch(() => undefined)
      .then(() => navigate(back.href, { replace: true }));
  };
}
