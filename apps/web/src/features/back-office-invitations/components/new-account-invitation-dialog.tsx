import Stack from '@mui/material/Stack';
import {
  AccountTypeLabel,
  INVITE_EXPIRY_DAY_CHOICES,
  operatorSecondaryInviteFormSchema,
  SecondaryAccountType,
  TrusteeTypeLabel,
  type OperatorSecondaryInviteCreate,
  type OperatorSecondaryInviteForm,
} from '@portal/contract';
import { FormDialog } from '../../../components/back-office/form-dialog';
import type { NewInviteDialogProps } from './invite-queue';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';

const ACCOUNT_TYPES = Object.values(SecondaryAccountType).map((value) => ({ value, label: AccountTypeLabel[value] }));
const TRUSTEE_TYPES = [
  { value: '', label: 'None' },
  ...Object.entries(TrusteeTypeLabel).map(([value, label]) => ({ value, label })),
];
const EXPIRY_CHOICES = INVITE_EXPIRY_DAY_CHOICES.map((days) => ({ value: days, label: `${days} days` }));

const EMPTY: OperatorSecondaryInviteForm = {
  email: '',
  phone_number: '',
  first_name: '',
  last_name: '',
  primary_email: '',
  account_type: '' as OperatorSecondaryInviteForm['account_type'],
  trustee_type: '' as unknown as OperatorSecondaryInviteForm['trustee_type'],
  account_name: '',
  expires_in_days: 14,
};

/**
 * Invite a person onto an account a registered primary user holds (a joint holder, a director, a
 * trustee): their details, the primary user's e-mail and the account, checked by the contract's
 * schema; the server's field errors land on the fields.
 */
export function NewAccountInvitationDialog(props: NewInviteDialogProps<OperatorSecondaryInviteCreate>) {
  return (
    <FormDialog
      {...props}
      title="New account invitation"
      schema={operatorSecondaryInviteFormSchema}
      defaultValues={EMPTY}
      submitLabel="Send invitation"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField name="first_name" label="First name" autoFocus />
        <TextField name="last_name" label="Last name" />
      </Stack>
      <TextField name="email" label="Email" type="email" inputMode="email" />
      <TextField name="phone_number" label="Mobile number" type="tel" inputMode="tel" />
      <TextField
        name="primary_email"
        label="Primary user's email"
        type="email"
        inputMode="email"
        helperText="The registered person who holds the account."
      />
      <Select name="account_type" label="Account type" options={ACCOUNT_TYPES} />
      <Select name="trustee_type" label="Trustee type (optional)" options={TRUSTEE_TYPES} />
      <TextField name="account_name" label="Account name (optional)" maxLength={255} />
      <Select name="expires_in_days" label="Link expires in" options={EXPIRY_CHOICES} numeric />
    </FormDialog>
  );
}
