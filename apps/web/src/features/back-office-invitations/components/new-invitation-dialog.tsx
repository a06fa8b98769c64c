import {
  AccountTypeLabel,
  INVITE_EXPIRY_DAY_CHOICES,
  operatorInviteFormSchema,
  type OperatorInviteCreate,
  type OperatorInviteForm,
} from '@portal/contract';
import { FormDialog } from '../../../components/back-office/form-dialog';
import type { NewInviteDialogProps } from './invite-queue';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';

const ACCOUNT_TYPES = Object.entries(AccountTypeLabel).map(([value, label]) => ({ value, label }));
const EXPIRY_CHOICES = INVITE_EXPIRY_DAY_CHOICES.map((days) => ({ value: days, label: `${days} days` }));

const EMPTY: OperatorInviteForm = {
  email: '',
  phone_number: '',
  type: '' as OperatorInviteForm['type'],
  account_name: '',
  account_id: '',
  expires_in_days: 14,
};

/**
 * Invite someone to register: e-mail, mobile, account type and the optional account name, existing
 * account and link lifetime, checked by the contract's schema; the server's field errors land on the fields.
 */
export function NewInvitationDialog(props: NewInviteDialogProps<OperatorInviteCreate>) {
  return (
    <FormDialog
      {...props}
      title="New invitation"
      schema={operatorInviteFormSchema}
      defaultValues={EMPTY}
      submitLabel="Send invitation"
    >
      <TextField name="email" label="Email" type="email" inputMode="email" autoFocus />
      <TextField name="phone_number" label="Mobile number" type="tel" inputMode="tel" />
      <Select name="type" label="Account type" options={ACCOUNT_TYPES} />
      <TextField name="account_name" label="Account name (optional)" maxLength={255} />
      <TextField
        name="account_id"
        label="Existing account number (optional)"
        inputMode="numeric"
        maxLength={10}
        helperText="An account the provider already holds: the invitee takes it up as its primary holder, with its type and name."
      />
      <Select name="expires_in_days" label="Link expires in" options={EXPIRY_CHOICES} numeric />
    </FormDialog>
  );
}
