import { formatAbn, formatAcn, RegistrationInviteStep, TrusteeTypeLabel } from '@portal/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import type { InvitationView } from '../api/get-registration-invite';
import { useTakeUpAccount } from '../api/take-up-account';
import { InvalidInviteStep } from './invitation-notices';
import { StepAction } from './step-action';
import { StepHeading } from './step-heading';

/**
 * account_activate and account_fake_create (spec 1 §4, spec 2 §2 "Invitation screen for a
 * preconfigured account with a Continue button", §4): the account the provider prepared, its type,
 * name, ABN and trustee shown locked. Continue makes the person its holder and opens its page: an
 * account in setup then asks for its missing details; an active one is ready.
 */
export function PreparedAccountStep({ invite }: { invite: InvitationView }) {
  const navigate = useNavigate();
  const takeUp = useTakeUpAccount(invite.uuid, async (id) => navigate(paths.accounts.detail.getHref({ id })));
  const account = invite.activation_object;
  if (!account) return <InvalidInviteStep />;
  const ready = invite.registration_step === RegistrationInviteStep.account_fake_create;
  const refusal = takeUp.isError ? errorMessage(takeUp.error) : null;
  const locked = [
    { label: 'Account type', value: account.type_display },
    { label: 'Account name', value: account.name },
    ...(account.abn ? [{ label: 'ABN', value: formatAbn(account.abn) }] : []),
    ...(account.acn ? [{ label: 'ACN', value: formatAcn(account.acn) }] : []),
    ...(account.trustee ? [{ label: 'Trustee', value: TrusteeTypeLabel[account.trustee] }] : []),
    ...(account.trustee_name ? [{ label: 'Trustee company name', value: account.trustee_name }] : []),
  ];
  return (
    <>
      <StepHeading>{ready ? 'Your account is ready' : 'Confirm your account'}</StepHeading>
      <Typography gutterBottom>
        {invite.application.name} has set up this account for you. These details come from your invitation and cannot be
        changed here.
      </Typography>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {locked.map((field) => (
          <TextField
            key={field.label}
            label={field.label}
            value={field.value}
            slotProps={{ input: { readOnly: true } }}
          />
        ))}
      </Stack>
      <StepAction label="Continue" refusal={refusal} disabled={takeUp.isPending} onClick={() => takeUp.mutate()} />
    </>
  );
}
