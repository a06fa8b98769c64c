import {
  AccountType,
  beneficialOwnersInputSchema,
  DEFAULT_BENEFICIAL_OWNER_ROLE_ID,
  Messages,
  PersonFieldLabels,
  type Account,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form';
import { Select, type SelectOption } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccount } from '../api/get-account';
import { usePersonRoles } from '../api/get-person-roles';
import { useRemoveBeneficialOwner } from '../api/remove-beneficial-owner';
import { useSaveAccountPeople } from '../api/save-account-people';
import { useUpdateAccount } from '../api/update-account';
import { hasSavedPeople, newPersonRow, PeopleList, savedPersonRow } from './people-fields';

const TITLE = 'Beneficial owners';
/** The contract's own limit on one list of beneficial owners. */
const MAX_OWNERS = 20;

/**
 * Beneficial owners (spec 2 §2, §5, §6): the people who own or control a company or trust, each
 * with a role from the server's list (beneficial owner by default); at least one to save, or
 * Skip (PATCH skip_beneficial_owners). They are recorded, not invited.
 */
export function BeneficialOwnersForm({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const account = useAccount(accountId);
  const roles = usePersonRoles();
  if (account.isPending || roles.isPending) return <PageSpinner label="Loading the beneficial owners" />;
  if (account.isError || roles.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const takesOwners = account.data.type === AccountType.company || account.data.type === AccountType.trust;
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      {takesOwners ? (
        <OwnersForm
          account={account.data}
          roles={roles.data.map((role) => ({ value: role.id, label: role.title }))}
          onSaved={onSaved}
        />
      ) : (
        <Alert severity="info">{Messages.beneficialOwnersNotTaken}</Alert>
      )}
    </Paper>
  );
}

function OwnersForm({ account, roles, onSaved }: { account: Account; roles: SelectOption[]; onSaved: () => void }) {
  const save = useSaveAccountPeople();
  const skip = useUpdateAccount();
  const remove = useRemoveBeneficialOwner();
  const saved = account.beneficial_owners;
  const newOwner = () => newPersonRow(DEFAULT_BENEFICIAL_OWNER_ROLE_ID);
  return (
    <Form
      schema={beneficialOwnersInputSchema}
      defaultValues={{ users: saved.length > 0 ? saved.map(savedPersonRow) : [newOwner()] }}
      aria-label={TITLE}
      onSubmit={async (values) => {
        await save.mutateAsync({
          accountId: account.id,
          list: 'beneficial-owners',
          bulk: hasSavedPeople(saved, values.users),
          users: values.users,
        });
        onSaved();
      }}
    >
      {(form) => (
        <>
          <PeopleList
            accountId={account.id}
            saved={saved}
            legend={(index) => `Beneficial owner ${index + 1}`}
            addLabel="Add person"
            removeLabel="Remove"
            max={MAX_OWNERS}
            newRow={newOwner}
            onRemoveSaved={(personId, done) => remove.mutate({ accountId: account.id, personId }, { onSuccess: done })}
            between={(index) => <RoleSelect index={index} roles={roles} lockedIds={roleLocked(account)} />}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <SubmitButton>Save</SubmitButton>
            <Button
              variant="outlined"
              size="large"
              fullWidth
              disabled={skip.isPending || form.formState.isSubmitting}
              onClick={() =>
                skip.mutate(
                  { accountId: account.id, values: { skip_beneficial_owners: true } },
                  {
                    onSuccess: onSaved,
                    onError: (error) => form.setError('root.server', { type: 'server', message: error.message }),
                  },
                )
              }
            >
              Skip
            </Button>
          </Stack>
        </>
      )}
    </Form>
  );
}

function roleLocked(account: Account): ReadonlySet<number> {
  return new Set(account.beneficial_owners.filter((p) => !p.list_of_editable_fields.includes('role')).map((p) => p.id));
}

function RoleSelect({
  index,
  roles,
  lockedIds,
}: {
  index: number;
  roles: SelectOption[];
  lockedIds: ReadonlySet<number>;
}) {
  const id = useWatch({ name: `users.${index}.id` }) as number | undefined;
  return (
    <Select
      name={`users.${index}.role`}
      label={PersonFieldLabels.role}
      options={roles}
      numeric
      disabled={id !== undefined && lockedIds.has(id)}
    />
  );
}
