import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, QueryParam } from '../../../config/paths';
import { registrationInviteQueryOptions } from '../../../features/invitations/api/get-registration-invite';

/**
 * Where an identity step goes once saved. Opened from an invitation (`invite_uuid` in the query),
 * it reads the invitation again and returns to it: the server has moved it to its next step, and
 * the invitation screen sends the user there. Otherwise it goes back to `fallback`.
 */
export function useContinueRegistration(fallback: string): () => void {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uuid = search.get(QueryParam.inviteUuid);
  return () => {
    if (!uuid) {
      void navigate(fallback);
      return;
    }
    // Fetched before leaving, so the invitation screen does not route by the step it had cached.
    void queryClient
      .fetchQuery({ ...registrationInviteQueryOptions(uuid), staleTime: 0 })
      .catch(() => undefined)
      .then(() => navigate(paths.invitation.getHref({ uuid }), { replace: true }));
  };
}
