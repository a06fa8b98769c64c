import { useParams } from 'react-router';
import { InvitationScreen } from '../../../features/invitations/components/invitation-screen';

/** /invitation/{uuid}/ (public): the registration invitation, at the step the server says. */
export function RegistrationInvitationRoute() {
  const { uuid = '' } = useParams();
  // Keyed by uuid: a second invitation link opened in the same tab starts from its own state.
  return <InvitationScreen key={uuid} uuid={uuid} />;
}
