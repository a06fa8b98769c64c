import { useParams } from 'react-router';
import { SecondaryInvitationScreen } from '../../../features/invitations/components/secondary-invitation-screen';

/** /invitation-secondary/{token}/ (public): a secondary-user invitation, at the step the server says. */
export function SecondaryInvitationRoute() {
  const { token = '' } = useParams();
  return <SecondaryInvitationScreen key={token} token={token} />;
}
