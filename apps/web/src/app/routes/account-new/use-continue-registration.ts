import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, QueryParam } from '../../../config/paths';
import { registrationInviteQueryOptions } from '../../../features/invitations/api/get-registration-invite';
import { secondaryInviteQueryOptions } from '../../../features/invitations/api/get-secondary-invite';

/**
 * Where an identity step goes once saved. Opened from an invitation (`invite_uuid`, or
 * `secondary_invite` for a secondary invitation, in the query), it reads the invitation again and
 * returns to it: the server has moved it to its next step, and the invitation screen sends the
 * user there. Otherwise it goes back to `fallback`.
 */
export function useContinueRegistration(fallback: string): () => void {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uuid = search.get(QueryParam.inviteUuid);
  const secondaryToken = search.get(QueryParam.secondaryInvite);
  return () => {
    const back = uuid
      ? { options: registrationInviteQueryOptions(uuid), href: paths.invitation.getHref({ uuid }) }
      : secondaryToken
        ? {
            options: secondaryInviteQueryOptions(secondaryToken),
            href: paths.invitationSecondary.getHref({ token: secondaryToken }),
          }
        : null;
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
