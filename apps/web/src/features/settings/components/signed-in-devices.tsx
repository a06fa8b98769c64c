import { formatBrowser, formatDateTime, Messages, type SessionSummary } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

export const SIGN_OUT_OTHER_DEVICES = 'Sign out all other devices';
export const THIS_DEVICE = 'This device';

/**
 * Where the user is signed in (document 1 §3 sessions): browser and system in plain words, the
 * network address and when it was last used, this device marked. Any other device can be
 * signed out on its own, or all of them at once.
 */
export function SignedInDevices() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending) return <PageSpinner label="Loading your signed-in devices" />;
  if (sessions.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;

  const others = sessions.data.filter((s) => !s.is_current);
  const report = {
    onSuccess: ({ detail }: { detail: string }) => showToast(detail, 'success'),
    onError: () => showErrorToast(Messages.somethingWentWrongTryAgain),
  };
  return (
    <>
      <List aria-label="Signed-in devices" disablePadding>
        {sessions.data.map((s) => (
          <ListItem
            key={s.id}
            divider
            disableGutters
            secondaryAction={
              s.is_current ? (
                <Chip label={THIS_DEVICE} color="primary" variant="outlined" size="small" />
              ) : (
                <Button
                  size="small"
                  disabled={endOne.isPending && endOne.variables === s.id}
                  onClick={() => endOne.mutate(s.id, report)}
                >
                  Sign out
                </Button>
              )
            }
          >
            <ListItemText primary={formatBrowser(s.user_agent)} secondary={describeUse(s)} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          disabled={others.length === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate(undefined, report)}
        >
          {SIGN_OUT_OTHER_DEVICES}
        </Button>
      </Stack>
    </>
  );
}

function describeUse(session: SessionSummary): string {
  const address = session.ip_address ?? 'Unknown network address';
  return `${address} · Last active ${formatDateTime(session.last_activity)}`;
}
