import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { isApiError } from '../../../lib/api-error';
import { useConfirmEmailByLink } from '../api/confirm-email-by-link';

/**
 * Opened from the e-mailed link (…/change-email/?token=): confirms the new address at once and
 * says how it went. A used or expired link says so and offers to start again.
 */
export function ConfirmEmailLink({
  token,
  doneHref,
  restartHref,
}: {
  token: string;
  doneHref: string;
  restartHref: string;
}) {
  const confirm = useConfirmEmailByLink();
  const { mutate } = confirm;
  // Once per token: StrictMode's second effect run must not use the one-time link twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isSuccess) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Alert severity="success" role="status">
          {confirm.data.detail}
        </Alert>
        <Button variant="contained" component={RouterLink} to={doneHref} sx={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    );
  }
  if (confirm.isError) {
    const error = confirm.error;
    const message = isApiError(error)
      ? (error.fieldErrors.token ?? error.nonFieldErrors ?? error.detail ?? error.message)
      : Messages.genericError;
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Alert severity="error">{message}</Alert>
        <Button variant="outlined" component={RouterLink} to={restartHref} sx={{ alignSelf: 'flex-start' }}>
          Start again
        </Button>
      </Stack>
    );
  }
  return <PageSpinner label="Confirming your new e-mail address" />;
}
