import { Messages, type Profile } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { AccountDetailsScreen } from '../../../features/accounts/components/account-details';
import { registrationInviteQueryOptions } from '../../../features/invitations/api/get-registration-invite';
import { useProfile } from '../../../features/settings/api/get-profile';

/** Whose account it is: the client an advisor acts for, else the signed-in person (spec 2 §6). */
function holderName(profile: Profile): string {
  const person = profile.managed_user_individual_info ?? profile;
  return `${person.first_name} ${person.last_name}`.trim();
}

/**
 * The account-details step with the person's name from the profile, prefilled with the account
 * their registration invitation was sent for; once an account is created or chosen, its page is
 * next (the later steps of apply-now come with their own issues).
 */
export function AccountDetailsStep({ title }: { title: string }) {
  const profile = useProfile();
  const navigate = useNavigate();
  // An invited person's form starts with the account their invitation was sent for (spec 2 §4).
  const inviteUuid = profile.data?.registration_invite_uuid ?? null;
  const invite = useQuery({ ...registrationInviteQueryOptions(inviteUuid ?? ''), enabled: inviteUuid !== null });
  if (profile.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  if (!profile.data || (inviteUuid !== null && invite.isPending)) return <PageSpinner label="Loading your details" />;
  const preset = invite.data ? { type: invite.data.account_type, name: invite.data.account_name } : undefined;
  return (
    <AccountDetailsScreen
      title={title}
      preset={preset}
      personName={holderName(profile.data)}
      onDone={(id) => void navigate(paths.accounts.detail.getHref({ id }))}
    />
  );
}
