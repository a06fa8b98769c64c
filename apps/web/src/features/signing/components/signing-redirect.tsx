import { SigningMessages, type ChangeRequestToSign } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useChangeRequestsToSign } from '../api/get-change-requests-to-sign';
import { useRotatingText } from '../hooks/use-rotating-text';
import { useSignUrlPolling } from '../hooks/use-sign-url-polling';

export const REDIRECT_STATUS_TEXTS = [
  'Preparing your documents for signing…',
  'Securing your signing session…',
  'Almost there: opening the signing page…',
] as const;

export const SIGN_URL_TIMED_OUT =
  'The signing page is taking longer than expected to be ready. Please try again in a moment.';

/**
 * The redirecting screen of the signing step (spec 2 §2, §4, §6): finds the account's change
 * request the user is asked to sign, polls its sign URL and goes there once it is available.
 * Signing needs can_sign and a sign URL; otherwise the screen says why (or that the user has signed).
 */
export function SigningRedirect({ accountId }: { accountId: number }) {
  const toSign = useChangeRequestsToSign();
  if (toSign.isPending) return <PageSpinner label="Finding the documents to sign" />;
  if (toSign.isError) return <Alert severity="error">We could not find the documents to sign. Please try again.</Alert>;
  const changeRequest = toSign.data.find((c) => c.account === accountId);
  if (!changeRequest)
    return (
      <Notice>
        There are no documents waiting for your signature on this account.{' '}
        <Link component={RouterLink} to={paths.accounts.detail.getHref({ id: accountId })}>
          Back to the account
        </Link>
      </Notice>
    );
  if (changeRequest.is_signed)
    return (
      <Notice>
        {SigningMessages.signedWaitingForOthers}{' '}
        <Link component={RouterLink} to={paths.accounts.detail.getHref({ id: accountId })}>
          Back to the account
        </Link>
      </Notice>
    );
  if (!changeRequest.can_sign)
    return (
      <Notice>
        You are not asked to sign these documents yourself: the other signatories of the account sign them.{' '}
        <Link component={RouterLink} to={paths.accounts.detail.getHref({ id: accountId })}>
          Back to the account
        </Link>
      </Notice>
    );
  return <Redirecting changeRequest={changeRequest} />;
}

function Redirecting({ changeRequest }: { changeRequest: ChangeRequestToSign }) {
  const navigate = useNavigate();
  const polling = useSignUrlPolling(changeRequest.id);
  const status = useRotatingText(REDIRECT_STATUS_TEXTS);

  useEffect(() => {
    if (polling.state !== 'ready') return;
    // The portal's own signing page is a route of this app; another provider's page is elsewhere.
    const target = new URL(polling.signUrl, window.location.origin);
    if (target.origin === window.location.origin)
      void navigate(`${target.pathname}${target.search}`, { replace: true });
    else window.location.assign(target.toString());
  }, [polling, navigate]);

  if (polling.state === 'timed-out')
    return (
      <Notice>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <span>{SIGN_URL_TIMED_OUT}</span>
          <Button variant="contained" onClick={polling.retry}>
            Try again
          </Button>
        </Stack>
      </Notice>
    );
  if (polling.state === 'refused') return <Notice severity="error">{polling.detail}</Notice>;
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <Typography component="h1" variant="h4">
        {changeRequest.title}
      </Typography>
      <CircularProgress aria-hidden="true" />
      <Typography role="status" aria-live="polite">
        {status}
      </Typography>
      {!changeRequest.is_sign_url_available && (
        <Typography color="text.secondary">The signing service is still preparing your documents.</Typography>
      )}
    </Stack>
  );
}

function Notice({ children, severity = 'info' }: { children: ReactNode; severity?: 'info' | 'error' }) {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Signing
      </Typography>
      <Alert severity={severity}>{children}</Alert>
    </Box>
  );
}
