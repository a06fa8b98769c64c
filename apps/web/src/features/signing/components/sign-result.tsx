import { Messages, SignResultEvent, SigningMessages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/toasts';
import { useConfirmChangeRequest } from '../api/confirm-change-request';
import { useDeclineChangeRequest } from '../api/decline-change-request';
import { useMarkChangeRequestViewed } from '../api/mark-change-request-viewed';

/** What each event that needs no call says (spec 2 §4), and that signing can be tried again. */
const OTHER_EVENTS: Record<string, { title: string; text: string }> = {
  [SignResultEvent.cancel]: {
    title: 'Signing was cancelled',
    text: 'You left the signing page before signing. Nothing was signed.',
  },
  [SignResultEvent.viewing_complete]: {
    title: 'You have viewed the documents',
    text: 'The documents are marked as viewed. They still need your signature.',
  },
  [SignResultEvent.ttl_expired]: {
    title: 'The signing link has expired',
    text: 'The link to the signing page is no longer valid. Nothing was signed.',
  },
  [SignResultEvent.session_timeout]: {
    title: 'The signing session timed out',
    text: 'The signing page was left open too long. Nothing was signed.',
  },
};

export const UNKNOWN_SIGN_RESULT = 'This signing result is not recognised. Nothing was changed.';

/**
 * /sign-result/{id}?event= and /change-requests/sign-callback/{id}/ (spec 2 §2, §4, §8): where a
 * signer comes back from signing. Signed in, signing_complete confirms the change request and
 * decline declines it; viewing_complete marks it viewed. A signer who is not signed in (the
 * local signing page's link) has already done everything there, so the page only says so. An
 * unknown id or event says so and sends nothing.
 */
export function SignResult({ id, event, signedIn }: { id: number | null; event: string | null; signedIn: boolean }) {
  const known = id !== null && event !== null && (Object.values(SignResultEvent) as string[]).includes(event);
  if (!known) return <Outcome title="Signing">{UNKNOWN_SIGN_RESULT}</Outcome>;
  if (event === SignResultEvent.signing_complete)
    return signedIn ? <Recorded id={id} action="confirm" /> : <Signed signedIn={false} />;
  if (event === SignResultEvent.decline)
    return signedIn ? <Recorded id={id} action="decline" /> : <Declined signedIn={false} />;
  if (event === SignResultEvent.viewing_complete && signedIn) return <Viewed id={id} />;
  return <TryAgain event={event} signedIn={signedIn} />;
}

function Recorded({ id, action }: { id: number; action: 'confirm' | 'decline' }) {
  const confirm = useConfirmChangeRequest();
  const decline = useDeclineChangeRequest();
  const mutation = action === 'confirm' ? confirm : decline;
  useSendOnce(mutation, id);
  if (mutation.isIdle || mutation.isPending) return <PageSpinner label="Recording the result" />;
  if (mutation.isError) return <Failed error={mutation.error} />;
  return action === 'confirm' ? <Signed signedIn /> : <Declined signedIn />;
}

function Viewed({ id }: { id: number }) {
  const markViewed = useMarkChangeRequestViewed();
  useSendOnce(markViewed, id);
  if (markViewed.isIdle || markViewed.isPending) return <PageSpinner label="Recording the result" />;
  if (markViewed.isError) return <Failed error={markViewed.error} />;
  return <TryAgain event={SignResultEvent.viewing_complete} signedIn />;
}

/** The call is the page's one effect: sent once, even when React runs effects twice. */
function useSendOnce(mutation: UseMutationResult<unknown, Error, number>, id: number) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutation.mutate(id, {
      onError: (error) =>
        showErrorToast((isApiError(error) && (error.detail ?? error.nonFieldErrors)) || error.message),
    });
  }, [mutation, id]);
}

function Signed({ signedIn }: { signedIn: boolean }) {
  return (
    <Outcome title="Documents signed" severity="success" links={signedIn ? <AccountLinks /> : <SignInLink />}>
      {SigningMessages.signed} We will let you know when everyone required has signed.
    </Outcome>
  );
}

function Declined({ signedIn }: { signedIn: boolean }) {
  return (
    <Outcome title="Signing declined" links={signedIn ? <AccountLinks /> : undefined}>
      {Messages.declineSigningRecorded}
    </Outcome>
  );
}

function Failed({ error }: { error: Error }) {
  const detail = (isApiError(error) && (error.detail ?? error.nonFieldErrors)) || Messages.somethingWentWrongTryAgain;
  return (
    <Outcome title="Signing" severity="error" links={<AccountLinks />}>
      {detail}
    </Outcome>
  );
}

function TryAgain({ event, signedIn }: { event: string; signedIn: boolean }) {
  const outcome = OTHER_EVENTS[event] ?? { title: 'Signing', text: UNKNOWN_SIGN_RESULT };
  return (
    <Outcome title={outcome.title} severity="warning" links={signedIn ? <AccountLinks /> : undefined}>
      {outcome.text}{' '}
      {signedIn
        ? 'To try again, choose Sign now under Documents to sign on your account.'
        : 'To try again, open the link in the e-mail you received, or sign in and choose Sign now on your account.'}
    </Outcome>
  );
}

function AccountLinks() {
  return (
    <Stack direction="row" spacing={3}>
      <Link component={RouterLink} to={paths.accounts.list.getHref()}>
        Go to your accounts
      </Link>
      <Link component={RouterLink} to={paths.documents.getHref()}>
        View your documents
      </Link>
    </Stack>
  );
}

function SignInLink() {
  return (
    <Link component={RouterLink} to={paths.auth.login.getHref()}>
      Sign in to the portal
    </Link>
  );
}

function Outcome({
  title,
  children,
  severity = 'info',
  links,
}: {
  title: string;
  children: ReactNode;
  severity?: 'info' | 'success' | 'warning' | 'error';
  links?: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Alert severity={severity}>{children}</Alert>
      {links}
    </Stack>
  );
}
