import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { SECURITY_SCHEMA_QUERY_KEY } from '../../../features/auth/api/get-security-schema';
import { CodeEntry } from '../../../features/auth/components/code-entry';
import { clearCodeRequest } from '../../../features/auth/utils/code-request-storage';
import { confirmationTarget, routeChannel } from './confirmation-target';

/**
 * /two-factor-authentication/{channel}/action-confirmation/?redirect_url=: send a code on the
 * channel, take it, and go back to redirect_url (Cancel goes there too, unconfirmed).
 */
export function ActionConfirmationRoute() {
  const { channel } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = confirmationTarget(search);
  return (
    <Box sx={{ maxWidth: 440, mx: 'auto' }}>
      <CodeEntry
        purpose="action"
        channel={routeChannel(channel)}
        onConfirmed={() => {
          clearCodeRequest('action');
          // Guards that asked before now know the code is confirmed.
          void queryClient.invalidateQueries({ queryKey: [SECURITY_SCHEMA_QUERY_KEY] });
          void navigate(target, { replace: true });
        }}
        secondaryAction={
          <Button variant="outlined" fullWidth component={RouterLink} to={target}>
            Cancel
          </Button>
        }
      />
    </Box>
  );
}
