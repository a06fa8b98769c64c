import {
  directorAnswer,
  directorRoleId,
  directorsFormSchema,
  isPossibleDuplicateName,
  Messages,
  SecondaryUserTitleLabel,
  SecondaryUsersFormTitle,
  type Account,
  type DirectorsFormInput,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { useRemoveAcnOfficeholder } from '../api/remove-acn-officeholder';
import { useRemoveSecondaryUser } from '../api/remove-secondary-user';
import { useSaveAccountPeople } from '../api/save-account-people';
import { useUpdateAccount } from '../api/update-account';
import { hasSavedPeople, newPersonRow, PeopleList, PersonGroup, savedPersonRow, type PersonRow } from './people-fields';

const TITLE = SecondaryUsersFormTitle.director;
const DIRECTOR = SecondaryUserTitleLabel.director;
type Name = { first_name: string; last_name: string };

/** The primary person is director 1; the additional directors follow from 2. */
const directorLegend = (index: number) => `${DIRECTOR} ${index + 2}`;

/**
 * Set up directors (spec 2 §2, §5): the primary person's answer to the 25% question (PATCH
 * primary_user_role), then the additional directors, each with the same question as their role:
 * those saved (locked, with their status and Resend invite), the company's officeholders from the
 * ACN lookup still on offer (prefilled, removable with DELETE acn-data), and new ones. The form is
 * checked on mount and Save waits until it is valid. A director whose name is the primary
 * person's is flagged, with the warning above the list.
 */
export function DirectorsForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const saveUsers = useSaveAccountPeople();
  const update = useUpdateAccount();
  const removeSaved = useRemoveSecondaryUser();
  const removePrefill = useRemoveAcnOfficeholder();
  const accountId = account.id;
  const primary = account.users.find((person) => person.is_primary) ?? null;
  const acn = account.acn_lookup_data;
  const serverDuplicates = new Set<string | number>([
    ...account.secondary_users.filter((p) => p.is_possible_duplicate).map((p) => p.id),
    ...(acn?.officeholders ?? []).filter((o) => o.is_possible_duplicate).map((o) => o.uuid),
  ]);
  const isDuplicate = (row: PersonRow | undefined) =>
    row !== undefined &&
    (serverDuplicates.has(row.id ?? row.acn_uuid ?? '') ||
      (primary !== null && isPossibleDuplicateName(row as Name, primary)));

  const roleLocked = new Set(
    account.secondary_users.filter((p) => !p.list_of_editable_fields.includes('role')).map((p) => p.id),
  );

  const defaults: DirectorsFormInput = {
    primary_user_role: account.primary_user_role,
    users: [
      ...account.secondary_users.map(savedPersonRow),
      ...(acn?.officeholders ?? [])
        .filter((o) => o.role === 'director')
        .map((o) => ({ ...newPersonRow(), first_name: o.first_name, last_name: o.last_name, acn_uuid: o.uuid })),
    ],
  };

  return (
    <Form
      schema={directorsFormSchema}
      defaultValues={defaults}
      mode="onTouched"
      aria-label={TITLE}
      onSubmit={async (values) => {
        const users = values.users;
        if (hasSavedPeople(account.secondary_users, users) || users.length > 0) {
          await saveUsers.mutateAsync({
            accountId,
            list: 'secondary-users',
            bulk: hasSavedPeople(account.secondary_users, users),
            users,
          });
        }
        await update.mutateAsync({ accountId, values: { primary_user_role: values.primary_user_role ?? undefined } });
        onSaved();
      }}
    >
      <CheckOnMount />
      <PersonGroup legend={`${DIRECTOR} 1`}>
        <Typography sx={{ mb: 1 }}>{primary ? `${primary.first_name} ${primary.last_name} (you)` : 'You'}</Typography>
        <YesNoField name="primary_user_role" label={Messages.directorOwnershipQuestion} />
      </PersonGroup>
      <DuplicateWarning isDuplicate={isDuplicate} />
      <PeopleList
        accountId={accountId}
        saved={account.secondary_users}
        legend={directorLegend}
        addLabel="Add director"
        removeLabel="Delete"
        invites
        newRow={() => newPersonRow()}
        onRemoveSaved={(personId, done) => removeSaved.mutate({ accountId, personId }, { onSuccess: done })}
        onRemovePrefill={
          acn ? (uuid, done) => removePrefill.mutate({ accountId, uuid, acn: acn.acn }, { onSuccess: done }) : undefined
        }
        // Keyed by position: a row that moves up (one above it removed) gets a controller bound to
        // its new name; a kept controller would go on writing to the old one.
        between={(index) => <DirectorRoleField key={index} index={index} lockedIds={roleLocked} />}
        after={(index) => <DuplicateError index={index} isDuplicate={isDuplicate} />}
      />
      <ValidSubmit />
    </Form>
  );
}

/** Spec 2 §5: the directors form is validated on mount. */
function CheckOnMount() {
  const { trigger } = useFormContext();
  useEffect(() => {
    void trigger();
  }, [trigger]);
  return null;
}

/** Spec 2 §5: submit is disabled while the form is invalid. */
function ValidSubmit() {
  const { isValid } = useFormState();
  return (
    <SubmitButton sx={{ mt: 2 }} disabled={!isValid}>
      Save
    </SubmitButton>
  );
}

function DuplicateWarning({ isDuplicate }: { isDuplicate: (row: PersonRow | undefined) => boolean }) {
  const rows = useWatch({ name: 'users' }) as PersonRow[] | undefined;
  if (!(rows ?? []).some(isDuplicate)) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {Messages.possibleDuplicateDirectorsWarning}
    </Alert>
  );
}

function DuplicateError({
  index,
  isDuplicate,
}: {
  index: number;
  isDuplicate: (row: PersonRow | undefined) => boolean;
}) {
  const row = useWatch({ name: `users.${index}` }) as PersonRow | undefined;
  if (!isDuplicate(row)) return null;
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {Messages.possibleDuplicateDirector}
    </Alert>
  );
}

/**
 * A director's role as the 25% question (yes: beneficial_owner, no: contact), held as the role id
 * the wire takes. Locked when the saved director's list_of_editable_fields leaves it out (spec 2 §6).
 */
function DirectorRoleField({ index, lockedIds }: { index: number; lockedIds: ReadonlySet<number> }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: `users.${index}.role`, control });
  const id = useWatch({ name: `users.${index}.id` }) as number | undefined;
  const labelId = useId();
  const helperId = useId();
  const answer = directorAnswer(field.value as number | null | undefined);
  const value = answer === true ? 'yes' : answer === false ? 'no' : '';
  const locked = id !== undefined && lockedIds.has(id);
  return (
    <FormControl error={Boolean(fieldState.error)} margin="normal" fullWidth disabled={locked}>
      <FormLabel id={labelId}>{Messages.directorOwnershipQuestion}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(directorRoleId(event.target.value === 'yes'))}
        aria-labelledby={labelId}
        aria-describedby={fieldState.error ? helperId : undefined}
      >
        <FormControlLabel value="yes" control={<Radio inputRef={field.ref} onBlur={field.onBlur} />} label="Yes" />
        <FormControlLabel value="no" control={<Radio onBlur={field.onBlur} />} label="No" />
      </RadioGroup>
      {fieldState.error && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
