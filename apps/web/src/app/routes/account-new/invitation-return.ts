import { useSearchParams } from 'react-router';
import { paths, QueryParam } from '../../../config/paths';
import { registrationInviteQueryOptions } from '../../../features/invitations/api/get-registration-invite';
import { secondaryInviteQueryOptions } from '../../../features/invitations/api/get-secondary-invite';

/** The invitation a details step was opened from, and the query that keeps the step in it. */
export interface InvitationReturn {
  /** The invitation screen, which sends the person to the step the server says. */
  href: string;
  /** The query to carry to another screen of the same invitation's steps. */
  query: Record<string, string>;
  /** The invitation as cached, refetched before going back so the screen routes by its new step. */
  options: ReturnType<typeof registrationInviteQueryOptions> | ReturnType<typeof secondaryInviteQueryOptions>;
}

/**
 * Opened from an invitation (`invite_uuid`, or `secondary_invite` for a secondary invitation, in
 * the query): where its steps continue. Null for the details screens reached from the menu.
 */
export function useInvitationReturn(): InvitationReturn | null {
  const [search] = useSearchParams();
  const uuid = search.get(QueryParam.inviteUuid);
  if (uuid) {
    return {
      href: paths.invitation.getHref({ uuid }),
      query: { [QueryParam.inviteUuid]: uuid },
      options: registrationInviteQueryOptions(uuid),
    };
  }
  const token = search.get(QueryParam.secondaryInvite);
  if (token) {
    return {
      href: paths.invitationSecondary.getHref({ token }),
      query: { [QueryParam.secondaryInvite]: token },
      options: secondaryInviteQueryOptions(token),
    };
  }
  return null;
}
