import {
  AdvancedSigningOption,
  AdvancedSigningOptionLabel,
  Messages,
  SigningAuthorityOption,
  SigningAuthorityOptionLabel,
  signingAuthorityInputSchema,
  type AccountPerson,
  type SigningAuthority,
  type SigningAuthorityInput,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import MuiCheckbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccount } from '../api/get-account';
import { useSaveSigningAuthority } from '../api/save-signing-authority';
import { useSigningAuthority } from '../api/get-signing-authority';

const TITLE = 'Signing authority';
const OPTIONS = Object.values(SigningAuthorityOption).map((value) => ({
  value,
  label: SigningAuthorityOptionLabel[value],
}));
const ADVANCED_OPTIONS = Object.values(AdvancedSigningOption).map((value) => ({
  value,
  label: AdvancedSigningOptionLabel[value],
}));

function defaultsFrom(saved: SigningAuthority | null): SigningAuthorityInput {
  return {
    signing_authority_option: saved?.signing_authority_option ?? '',
    advanced_settings_option: saved?.advanced_settings_option ?? null,
    min_number_of_signatories: saved?.min_number_of_signatories ?? null,
    selected_signatories: saved?.selected_signatories ?? [],
  };
}

const fullName = (person: AccountPerson) => `${person.first_name} ${person.last_name}`.trim() || person.email;

/**
 * Who can give instructions on the account (spec 2 §2, §4, §5): any applicant, all of them, or
 * advanced settings (a minimum number of signatures, or the signatures of specific members).
 * Prefilled when chosen before (then changed with PATCH). Changing the option clears the advanced
 * fields and sets the number of signatures: 1 for any, every member for all (spec 2 §4).
 */
export function SigningAuthorityForm({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const account = useAccount(accountId);
  const saved = useSigningAuthority(accountId);
  const save = useSaveSigningAuthority();
  if (account.isPending || saved.isPending) return <PageSpinner label="Loading the signing authority" />;
  if (account.isError || saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const members = account.data.users;
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      <Form
        schema={signingAuthorityInputSchema}
        defaultValues={defaultsFrom(saved.data)}
        aria-label={TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ accountId, exists: saved.data != null, values });
          onSaved();
        }}
      >
        <SigningFields members={members} />
        <SubmitButton sx={{ mt: 2 }}>Save</SubmitButton>
      </Form>
    </Paper>
  );
}

function SigningFields({ members }: { members: readonly AccountPerson[] }) {
  const { setValue } = useFormContext();
  const option = useWatch({ name: 'signing_authority_option' }) as string;
  const advanced = useWatch({ name: 'advanced_settings_option' }) as string | null;
  const clearAdvanced = (min: number | null) => {
    setValue('advanced_settings_option', null);
    setValue('min_number_of_signatories', min);
    setValue('selected_signatories', []);
  };
  return (
    <>
      <RadioGroupField
        name="signing_authority_option"
        label={Messages.signingAuthorityQuestion}
        options={OPTIONS}
        onValueChange={(value) =>
          clearAdvanced(
            value === SigningAuthorityOption.any ? 1 : value === SigningAuthorityOption.all ? members.length : null,
          )
        }
      />
      {option === SigningAuthorityOption.advanced && (
        <RadioGroupField
          name="advanced_settings_option"
          label={Messages.advancedSettings}
          options={ADVANCED_OPTIONS}
          onValueChange={() => {
            setValue('min_number_of_signatories', null);
            setValue('selected_signatories', []);
          }}
        />
      )}
      {option === SigningAuthorityOption.advanced && advanced === AdvancedSigningOption.minimum_signatures && (
        <Select
          name="min_number_of_signatories"
          label={Messages.minimumNumberOfSignatures}
          numeric
          options={members.map((_, index) => ({ value: index + 1, label: String(index + 1) }))}
        />
      )}
      {option === SigningAuthorityOption.advanced && advanced === AdvancedSigningOption.specific_members && (
        <MemberCheckboxes members={members} />
      )}
    </>
  );
}

/** A checkbox per person on the account, named by the person's name; the form holds the ticked ids. */
function MemberCheckboxes({ members }: { members: readonly AccountPerson[] }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'selected_signatories', control });
  const selected = Array.isArray(field.value) ? (field.value as number[]) : [];
  const labelId = useId();
  const helperId = useId();
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  return (
    <FormControl
      component="fieldset"
      error={Boolean(fieldState.error)}
      margin="normal"
      fullWidth
      aria-describedby={fieldState.error ? helperId : undefined}
    >
      <FormLabel component="legend" id={labelId}>
        {Messages.signaturesOfSpecificMembers}
      </FormLabel>
      <FormGroup>
        {members.map((member, index) => (
          <FormControlLabel
            key={member.id}
            label={fullName(member)}
            control={
              <MuiCheckbox
                checked={selected.includes(member.id)}
                onChange={(event) => toggle(member.id, event.target.checked)}
                onBlur={field.onBlur}
                inputRef={index === 0 ? field.ref : undefined}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
