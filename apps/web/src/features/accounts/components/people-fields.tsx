import {
  AccountMessages,
  EditablePersonField,
  EMAIL_MAX_LENGTH,
  FORMATTED_INPUT_MAX_LENGTH,
  Messages,
  PersonFieldLabels,
  PersonLimits,
  SECONDARY_USERS_MAX,
  type AccountPerson,
  type PersonInputValues,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { TextField } from '../../../components/ui/form/text-field';
import { useReinviteSecondaryUser } from '../api/reinvite-secondary-user';
import { AccountStatusChip } from './account-status-chip';

/** A person of the form's list as it holds them: the wire's PersonInput (id when saved, acn_uuid when prefilled). */
export type PersonRow = PersonInputValues;

/** A new, empty row. */
export function newPersonRow(role: number | null = null): PersonRow {
  return { first_name: '', last_name: '', email: '', phone_number: '', role };
}

/** A saved person as the form holds them: kept by id on bulk-update. */
export function savedPersonRow(person: AccountPerson): PersonRow {
  return {
    id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    phone_number: person.phone_number,
    role: person.role?.id ?? null,
    acn_uuid: person.acn_uuid,
  };
}

/** The fields of a row the person may not change (spec 2 §6 list_of_editable_fields; a new row locks none). */
export function lockedFields(person: AccountPerson | undefined): ReadonlySet<EditablePersonField> {
  if (!person) return new Set();
  const editable = new Set(person.list_of_editable_fields);
  return new Set(Object.values(EditablePersonField).filter((field) => !editable.has(field)));
}

/** The `users` field array of the surrounding Form, keyed apart from the rows' own `id`. */
export function usePeopleArray() {
  const { control } = useFormContext<{ users: PersonRow[] }>();
  return useFieldArray({ control, name: 'users', keyName: 'key' });
}

/**
 * One person's group (a fieldset named by its legend, e.g. "Director 2"), so each field's
 * accessible name is read inside it: "Director 2" > "Email".
 */
export function PersonGroup({
  legend,
  status,
  actions,
  children,
}: {
  legend: string;
  /** The saved person's status chip (spec 2 §3 status_display). */
  status?: AccountPerson['status_display'];
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 2, mb: 2, mx: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 1, fontWeight: 600 }}>
        {legend}
      </Typography>
      {status && (
        <Box sx={{ mb: 1 }}>
          <AccountStatusChip status={status} />
        </Box>
      )}
      {children}
      {actions && (
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1 }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}

/** First name, last name, mobile phone and e-mail of row `index`; locked fields show disabled. */
export function PersonFields({
  index,
  locked,
  between,
}: {
  index: number;
  locked: ReadonlySet<EditablePersonField>;
  /** Shown after the names (the directors' role question sits there). */
  between?: ReactNode;
}) {
  const name = (field: keyof typeof PersonFieldLabels) => `users.${index}.${field}`;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <TextField
          name={name('first_name')}
          label={PersonFieldLabels.first_name}
          autoComplete="off"
          maxLength={PersonLimits.nameMaxLength}
          disabled={locked.has('first_name')}
        />
        <TextField
          name={name('last_name')}
          label={PersonFieldLabels.last_name}
          autoComplete="off"
          maxLength={PersonLimits.nameMaxLength}
          disabled={locked.has('last_name')}
        />
      </Stack>
      {between}
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <TextField
          name={name('phone_number')}
          label={PersonFieldLabels.phone_number}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={FORMATTED_INPUT_MAX_LENGTH}
          disabled={locked.has('phone_number')}
        />
        <TextField
          name={name('email')}
          label={PersonFieldLabels.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          disabled={locked.has('email')}
        />
      </Stack>
      <RowProblems index={index} />
    </>
  );
}

/** A server error on a row's part without its own input (its officeholder, its id). */
function RowProblems({ index }: { index: number }) {
  const { errors } = useFormState({ name: `users.${index}` });
  const messages = ['acn_uuid', 'id']
    .map((field) => (get(errors, `users.${index}.${field}`) as FieldError | undefined)?.message)
    .filter((message): message is string => Boolean(message));
  if (messages.length === 0) return null;
  return <FormHelperText error>{messages.join(' ')}</FormHelperText>;
}

/** The list's own rule (at least one, at most three), from the schema or the server's `users`. */
export function PeopleListError() {
  const { errors } = useFormState({ name: 'users' });
  const users = get(errors, 'users') as (FieldError & { root?: FieldError }) | undefined;
  const message = users?.message ?? users?.root?.message;
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}

/**
 * The list's Add button: at the limit of three it is disabled and says why (spec 2 §5 'You have
 * achieved to limits of Individuals').
 */
export function AddPersonButton({
  count,
  label,
  onAdd,
  max = SECONDARY_USERS_MAX,
}: {
  count: number;
  label: string;
  onAdd: () => void;
  max?: number;
}) {
  const atLimit = count >= max;
  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="outlined" onClick={onAdd} disabled={atLimit}>
        {label}
      </Button>
      {atLimit && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {Messages.secondaryUsersLimit}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Remove a person already on the account, after the confirmation (spec 2 §2, §8: 'Are you sure
 * that you want to delete this entry?', removal cannot be reverted and may delay the application).
 */
export function ConfirmRemoveButton({
  label,
  onConfirm,
  disabled,
}: {
  label: string;
  onConfirm: () => Promise<void> | void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} disabled={disabled}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={label}
        confirmLabel={label}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void onConfirm();
        }}
      >
        {Messages.deleteEntryConfirmation} {AccountMessages.removePersonWarning}
      </ConfirmDialog>
    </>
  );
}

/** 'Resend invite' for a pending invitee (spec 2 §6), toasting the outcome (spec 2 §8). */
export function ResendInviteButton({ accountId, personId }: { accountId: number; personId: number }) {
  const reinvite = useReinviteSecondaryUser();
  return (
    <Button onClick={() => reinvite.mutate({ accountId, personId })} disabled={reinvite.isPending}>
      {Messages.resendInvite}
    </Button>
  );
}

/** Whether the account's list already holds people: the form then sends its whole list to bulk-update. */
export function hasSavedPeople(saved: readonly AccountPerson[], rows: readonly PersonRow[]): boolean {
  return saved.length > 0 || rows.some((row) => row.id !== undefined);
}

export type PeopleListProps = {
  accountId: number;
  /** The people already saved on this list, as the server last gave them (their flags and status). */
  saved: readonly AccountPerson[];
  /** Each row's group name, e.g. (1) => 'Director 3'. */
  legend: (index: number) => string;
  addLabel: string;
  removeLabel: string;
  newRow: () => PersonRow;
  /** DELETE of a saved person; `done` takes the row off the form once the server agrees. */
  onRemoveSaved: (personId: number, done: () => void) => void;
  /** DELETE of an ACN officeholder's prefill (directors only). */
  onRemovePrefill?: (uuid: string, done: () => void) => void;
  /** Whether saved people get 'Resend invite' (secondary users; not beneficial owners). */
  invites?: boolean;
  /** What a row shows between its names and its contact fields (a director's role question). */
  between?: (index: number) => ReactNode;
  /** What a row shows under its fields (a director's duplicate error). */
  after?: (index: number) => ReactNode;
  max?: number;
};

/**
 * The form's list of people: a group per row with its fields, its status and Resend invite once
 * saved, and its removal (a new row goes at once; a saved person or a prefill after the
 * confirmation and the server's yes), then the Add button and the list's own error.
 */
export function PeopleList({
  accountId,
  saved,
  legend,
  addLabel,
  removeLabel,
  newRow,
  onRemoveSaved,
  onRemovePrefill,
  invites = false,
  between,
  after,
  max = SECONDARY_USERS_MAX,
}: PeopleListProps) {
  const { fields, append, remove } = usePeopleArray();
  const { getValues } = useFormContext<{ users: PersonRow[] }>();
  const byId = new Map(saved.map((person) => [person.id, person]));
  return (
    <>
      {fields.map((field, index) => {
        const row = getValues(`users.${index}`) ?? field;
        const person = row.id !== undefined ? byId.get(row.id) : undefined;
        const isSaved = row.id !== undefined;
        const prefill = !isSaved && row.acn_uuid ? row.acn_uuid : null;
        const drop = () => remove(index);
        return (
          <PersonGroup
            key={field.key}
            legend={legend(index)}
            status={person?.status_display}
            actions={
              <>
                {invites && person?.can_resend_invite && (
                  <ResendInviteButton accountId={accountId} personId={person.id} />
                )}
                {isSaved ? (
                  person?.is_removable_from_account && (
                    <ConfirmRemoveButton label={removeLabel} onConfirm={() => onRemoveSaved(person.id, drop)} />
                  )
                ) : prefill && onRemovePrefill ? (
                  <ConfirmRemoveButton label={removeLabel} onConfirm={() => onRemovePrefill(prefill, drop)} />
                ) : (
                  <Button color="error" onClick={drop}>
                    {removeLabel}
                  </Button>
                )}
              </>
            }
          >
            <PersonFields index={index} locked={lockedFields(person)} between={between?.(index)} />
            {after?.(index)}
          </PersonGroup>
        );
      })}
      <PeopleListError />
      <AddPersonButton count={fields.length} label={addLabel} onAdd={() => append(newRow())} max={max} />
    </>
  );
}
