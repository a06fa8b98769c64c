import {
  Messages,
  secondaryUsersCreateSchema,
  SecondaryUserTitle,
  secondaryUserTitle,
  SecondaryUserTitleLabel,
  SecondaryUsersFormTitle,
  trusteesFormSchema,
  type Account,
  type TrusteesFormInput,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccount } from '../api/get-account';
import { useRemoveSecondaryUser } from '../api/remove-secondary-user';
import { useSaveAccountPeople } from '../api/save-account-people';
import { useUpdateAccount } from '../api/update-account';
import { DirectorsForm } from './directors-form';
import { hasSavedPeople, newPersonRow, PeopleList, savedPersonRow, type PersonRow } from './people-fields';

type FormProps = { account: Account; onSaved: () => void };

/**
 * The people beside the primary person (spec 2 §2, §6): one screen whose form follows the
 * account's type — a joint account's other holders ("Secondary users"), a company's or corporate
 * trustee's directors ("Set up directors"), an individual-trustee fund's other trustees ("Trustee
 * details"). An individual account has none.
 */
export function SecondaryUsersForm({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const account = useAccount(accountId);
  if (account.isPending) return <PageSpinner label="Loading the account" />;
  if (account.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const title = secondaryUserTitle(account.data.type, account.data.trustee);
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {SecondaryUsersFormTitle[title ?? SecondaryUserTitle.member]}
      </Typography>
      {title === null && <Alert severity="info">{Messages.accountTakesNoSecondaryUsers}</Alert>}
      {title === SecondaryUserTitle.member && <JointHoldersForm account={account.data} onSaved={onSaved} />}
      {title === SecondaryUserTitle.director && <DirectorsForm account={account.data} onSaved={onSaved} />}
      {title === SecondaryUserTitle.trustee && <TrusteesForm account={account.data} onSaved={onSaved} />}
    </Paper>
  );
}

/** The primary person is number 1 on every list; the others follow from 2. */
const legendFor = (title: SecondaryUserTitle) => (index: number) => `${SecondaryUserTitleLabel[title]} ${index + 2}`;

/**
 * A joint account's other holders (spec 2 §2 Secondary users, §5): up to 3, at least one; each is
 * invited when saved. Saved holders show their status, Resend invite and Remove.
 */
function JointHoldersForm({ account, onSaved }: FormProps) {
  const save = useSaveAccountPeople();
  const remove = useRemoveSecondaryUser();
  const saved = account.secondary_users;
  return (
    <Form
      schema={secondaryUsersCreateSchema}
      defaultValues={{ users: saved.length > 0 ? saved.map(savedPersonRow) : [newPersonRow()] }}
      aria-label={SecondaryUsersFormTitle.member}
      onSubmit={async (values) => {
        await save.mutateAsync({
          accountId: account.id,
          list: 'secondary-users',
          bulk: hasSavedPeople(saved, values.users),
          users: values.users,
        });
        onSaved();
      }}
    >
      <PeopleList
        accountId={account.id}
        saved={saved}
        legend={legendFor(SecondaryUserTitle.member)}
        addLabel="Add person"
        removeLabel="Remove"
        invites
        newRow={() => newPersonRow()}
        onRemoveSaved={(personId, done) => remove.mutate({ accountId: account.id, personId }, { onSuccess: done })}
      />
      <SubmitButton sx={{ mt: 2 }}>Save</SubmitButton>
    </Form>
  );
}

/**
 * Trustee details (spec 2 §2, §5): 'Are there any additional Trustees?' (PATCH
 * has_secondary_users) and, when yes, the trustees with Add trustee and Remove. No sends an empty
 * list, which takes off any saved (removable) trustee.
 */
function TrusteesForm({ account, onSaved }: FormProps) {
  const save = useSaveAccountPeople();
  const update = useUpdateAccount();
  const remove = useRemoveSecondaryUser();
  const saved = account.secondary_users;
  const defaults: TrusteesFormInput = {
    has_secondary_users: account.has_secondary_users ?? (saved.length > 0 ? true : null),
    users: saved.map(savedPersonRow),
  };
  return (
    <Form
      schema={trusteesFormSchema}
      defaultValues={defaults}
      aria-label={SecondaryUsersFormTitle.trustee}
      onSubmit={async (values) => {
        const bulk = hasSavedPeople(saved, values.users);
        if (bulk || values.users.length > 0) {
          await save.mutateAsync({ accountId: account.id, list: 'secondary-users', bulk, users: values.users });
        }
        await update.mutateAsync({
          accountId: account.id,
          values: { has_secondary_users: values.has_secondary_users ?? undefined },
        });
        onSaved();
      }}
    >
      <YesNoField name="has_secondary_users" label={Messages.additionalTrusteesQuestion} />
      <TrusteeRows>
        <PeopleList
          accountId={account.id}
          saved={saved}
          legend={legendFor(SecondaryUserTitle.trustee)}
          addLabel={Messages.addTrustee}
          removeLabel="Remove"
          invites
          newRow={() => newPersonRow()}
          onRemoveSaved={(personId, done) => remove.mutate({ accountId: account.id, personId }, { onSuccess: done })}
        />
      </TrusteeRows>
      <SubmitButton sx={{ mt: 2 }}>Save</SubmitButton>
    </Form>
  );
}

/**
 * The trustees show only after yes. No puts the rows aside (the schema checks every row it is
 * given, and no sends none); yes brings them back, or an empty row to start with.
 */
function TrusteeRows({ children }: { children: ReactNode }) {
  const answer = useWatch({ name: 'has_secondary_users' }) as boolean | null | undefined;
  const { getValues, setValue } = useFormContext<{ users: PersonRow[] }>();
  const setAside = useRef<PersonRow[]>([]);
  useEffect(() => {
    const rows = getValues('users');
    if (answer === false && rows.length > 0) {
      setAside.current = rows;
      setValue('users', []);
    } else if (answer === true && rows.length === 0) {
      setValue('users', setAside.current.length > 0 ? setAside.current : [newPersonRow()]);
      setAside.current = [];
    }
    // Only a change of answer moves the rows: removing the last row under yes leaves the list empty.
  }, [answer, getValues, setValue]);
  return answer === true ? <>{children}</> : null;
}
