import type { ManagedUserIndividualInfo } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useActForClient } from '../../lib/use-act-for-client';

/**
 * Says, on every signed-in page, that a staff member or an advisor is acting for a client
 * (document 1 §6 "Managed user"): the forms then read and save the client's details. Stopping
 * forgets the managed user id, reads everything again as the signed-in user themself and goes back
 * to the client list.
 */
export function ActingForClientBanner({ client }: { client: ManagedUserIndividualInfo }) {
  const actFor = useActForClient();
  const name = `${client.first_name} ${client.last_name}`.trim();
  const who = name ? `${name} (${client.email})` : client.email;

  return (
    <Alert
      severity="info"
      role="status"
      aria-label="Acting for a client"
      square
      action={
        <Button color="inherit" size="small" onClick={() => actFor(null)}>
          Stop acting for client
        </Button>
      }
    >
      You are acting for {who}.
    </Alert>
  );
}
