import { AuthMessages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * Pages of changes only the client may make (their password, two-factor, contact details, blocking
 * access; issue #24): while staff or an advisor act for the client, the page says so instead of
 * showing a form the server would refuse (403 acting_for_client_refused).
 */
export function ClientAlone() {
  const { managedUserId } = useSession();
  if (managedUserId === null) return <Outlet />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography component="h1" variant="h4">
        {AuthMessages.clientOnlyTitle}
      </Typography>
      <Alert severity="info">{AuthMessages.actingForClientRefused}</Alert>
    </Stack>
  );
}
