import type { AccountType } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useAcceptInviteTerms } from '../api/accept-invite-terms';
import type { InvitationView } from '../api/get-registration-invite';
import { useOpenInvite } from '../api/open-invite';
import { AcceptTermsAction } from './accept-terms-action';
import { StepHeading } from './step-heading';

const accountWords: Record<AccountType, string> = {
  individual: 'an individual account',
  joint: 'a joint account',
  smsf: 'a self-managed super fund account',
  trust: 'a trust account',
  company: 'a company account',
};

/**
 * 'welcome': who invites the user to what. Showing it tells the server the link was opened;
 * accepting the terms moves the invitation on to the code.
 */
export function WelcomeStep({ invite }: { invite: InvitationView }) {
  const accept = useAcceptInviteTerms(invite.uuid);
  useOpenedOnce(invite.uuid);
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
      <Typography gutterBottom>
        Have your invitation code from the invitation e-mail ready. After it you set a password and confirm your e-mail
        address and mobile number, or, if you already have a sign-in with us, you sign in.
      </Typography>
      <AcceptTermsAction pending={accept.isPending} onAccept={() => accept.mutate()} />
    </>
  );
}

/** The first showing only: a re-render (or React's development double effect) does not tell it again. */
function useOpenedOnce(uuid: string) {
  const { mutate } = useOpenInvite(uuid);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (told.current === uuid) return;
    told.current = uuid;
    mutate();
  }, [uuid, mutate]);
}
