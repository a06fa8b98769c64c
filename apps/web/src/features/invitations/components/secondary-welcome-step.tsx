import { type SecondaryUserTitle } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useAcceptSecondaryTerms } from '../api/accept-secondary-terms';
import type { SecondaryInviteView } from '../api/get-secondary-invite';
import { AcceptTermsAction } from './accept-terms-action';
import { StepHeading } from './step-heading';

const roleWords: Record<SecondaryUserTitle, string> = {
  director: 'a director',
  trustee: 'a trustee',
  member: 'a joint holder',
};

const accountWords: Record<SecondaryInviteView['account_type'], string> = {
  joint: 'joint account',
  company: 'company account',
  trust: 'trust account',
  smsf: 'self-managed super fund account',
};

/** 'welcome' (accept terms): who invites the person onto which account, in what role. */
export function SecondaryWelcomeStep({ invite, token }: { invite: SecondaryInviteView; token: string }) {
  const accept = useAcceptSecondaryTerms(token);
  return (
    <>
      <StepHeading>Welcome, {invite.first_name}</StepHeading>
      <Typography gutterBottom>
        <strong>{invite.primary_user_full_name}</strong> has invited you to join the {accountWords[invite.account_type]}
        {invite.account_name ? (
          <>
            {' '}
            <strong>{invite.account_name}</strong>
          </>
        ) : null}{' '}
        with {invite.application.name} as {roleWords[invite.role]}.
      </Typography>
      <Typography gutterBottom>
        {invite.existing_user
          ? 'You already have a sign-in with us: after accepting the terms you sign in to accept the invitation.'
          : 'Next you set a password, confirm your mobile number with a code, and give the details we need to verify your identity.'}
      </Typography>
      <AcceptTermsAction pending={accept.isPending} onAccept={() => accept.mutate()} />
    </>
  );
}
