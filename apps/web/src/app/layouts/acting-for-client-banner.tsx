import type { ManagedUserIndividualInfo } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { session } from '../../lib/session';

/**
 * Says, on every signed-in page, that a staff member or an advisor is acting for a client
 * (document 1 §6 "Managed user"): the forms then read and save the client's details. Stopping
 * forgets the managed user id and reads everything again as the signed-in user themself.
 */
export function ActingForClientBanner({ client }: { client: ManagedUserIndividualInfo }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = `${client.first_name} ${client.last_name}`.trim();
  const who = name ? `${name} (${client.email})` : client.email;

  const stop = () => {
    session.setManagedUserId(null);
    // Every cached answer was the client's (the profile's managed_user_individual_info too);
    // the tenant's branding is not.
    void queryClient.resetQueries({ predicate: (query) => query.meta?.keepOnSignOut !== true });
    // Off the client's forms: what they held was typed for the client.
    void navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <Alert
      severity="info"
      role="status"
      aria-label="Acting for a client"
      square
      action={
        <Button color="inherit" size="small" onClick={stop}>
          Stop acting for client
        </Button>
      }
    >
      You are acting for {who}.
    </Alert>
  );
}
