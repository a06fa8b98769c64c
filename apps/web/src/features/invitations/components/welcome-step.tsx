import type { AccountType } from '@portal/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InvitationView } from '../api/get-registration-invite';
import { useOpenInvite } from '../api/open-invite';
import { StepHeading } from './step-heading';

const accountWords: Record<AccountType, string> = {
  individual: 'an individual account',
  joint: 'a joint account',
  smsf: 'a self-managed super fund account',
  trust: 'a trust account',
  company: 'a company account',
};

/** 'welcome': who invites the user to what; Continue tells the server the link was opened. */
export function WelcomeStep({ invite }: { invite: InvitationView }) {
  const open = useOpenInvite(invite.uuid);
  const account = invite.account_name ? (
    <>
      the account <strong>{invite.account_name}</strong>
    </>
  ) : (
    accountWords[invite.account_type]
  );
  return (
    <>
      <StepHeading>Welcome to {invite.application.name}</StepHeading>
      <Typography gutterBottom>
        You have been invited to open {account} with {invite.application.name}.
      </Typography>
      <Typography>
        Have your invitation code from the invitation e-mail ready. Next you will set a password and confirm your e-mail
        address and mobile number.
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        disabled={open.isPending}
        onClick={() => open.mutate()}
      >
        Continue
      </Button>
    </>
  );
}
