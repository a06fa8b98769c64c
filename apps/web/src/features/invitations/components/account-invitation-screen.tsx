import { AccountTypeLabel, formatDate, Messages, type AccountInvitation } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/ui/detail-list';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useAcceptAccountInvitation } from '../api/accept-account-invitation';
import { useDeclineAccountInvitation } from '../api/decline-account-invitation';
import { useAccountInvitation } from '../api/get-account-invitation';
import { roleLabel } from './account-invitation-labels';

/**
 * /accounts/secondary-invite/{accountId}/{token}/ (spec 2 §2): someone already signed in reads an
 * invitation onto an existing account and accepts or declines it. What happens next (where to go,
 * what to say) is the caller's, so the accounts the app holds can be refreshed there.
 */
export function AccountInvitationScreen({
  accountId,
  token,
  onAccepted,
  onDeclined,
}: {
  accountId: string;
  token: string;
  onAccepted: (invitation: AccountInvitation) => void;
  onDeclined: (invitation: AccountInvitation) => void;
}) {
  const invitation = useAccountInvitation(accountId, token);
  if (invitation.isPending) return <PageSpinner label="Loading your invitation" />;
  if (invitation.isError) {
    const error = invitation.error;
    const refused = isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 400);
    return (
      <Frame>
        <Alert severity="error">
          {refused ? (error.detail ?? error.nonFieldErrors ?? error.message) : Messages.genericError}
        </Alert>
        <BackToAccounts />
      </Frame>
    );
  }
  return (
    <Answer
      invitation={invitation.data}
      accountId={accountId}
      token={token}
      onAccepted={onAccepted}
      onDeclined={onDeclined}
    />
  );
}

function Answer({
  invitation,
  accountId,
  token,
  onAccepted,
  onDeclined,
}: {
  invitation: AccountInvitation;
  accountId: string;
  token: string;
  onAccepted: (invitation: AccountInvitation) => void;
  onDeclined: (invitation: AccountInvitation) => void;
}) {
  const accept = useAcceptAccountInvitation(accountId, token);
  const decline = useDeclineAccountInvitation(accountId, token);
  const failed = accept.error ?? decline.error;
  const busy = accept.isPending || decline.isPending;
  const type = AccountTypeLabel[invitation.account_type];
  return (
    <Frame>
      <DetailList
        items={[
          { label: 'Account', value: invitation.account_name ?? `${type} account` },
          { label: 'Account type', value: type },
          { label: 'Invited by', value: invitation.primary_user_full_name },
          { label: 'Role offered', value: roleLabel(invitation.role) },
          { label: 'Expires', value: formatDate(invitation.expires) },
        ]}
      />
      {invitation.status === 'open' ? (
        <>
          {failed && (
            <Alert severity="error">
              {isApiError(failed) ? (failed.detail ?? failed.nonFieldErrors ?? failed.message) : Messages.genericError}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => accept.mutate(undefined, { onSuccess: onAccepted })}
            >
              Accept invitation
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => decline.mutate(undefined, { onSuccess: onDeclined })}
            >
              Decline
            </Button>
          </Stack>
        </>
      ) : (
        <Closed invitation={invitation} />
      )}
    </Frame>
  );
}

function Closed({ invitation }: { invitation: AccountInvitation }) {
  if (invitation.status === 'accepted') {
    return (
      <>
        <Alert severity="success">{Messages.accountInvitationAlreadyAccepted}</Alert>
        <Button component={RouterLink} to={paths.accounts.detail.getHref({ id: invitation.account_id })}>
          Open the account
        </Button>
      </>
    );
  }
  return (
    <>
      <Alert severity="warning">
        {invitation.status === 'declined' ? Messages.accountInvitationDeclined : Messages.invitationExpired}
      </Alert>
      <BackToAccounts />
    </>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" id={headingId} gutterBottom>
        Account invitation
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

function BackToAccounts() {
  return (
    <Button component={RouterLink} to={paths.accounts.list.getHref()} sx={{ alignSelf: 'flex-start' }}>
      Back to accounts
    </Button>
  );
}
