import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import {
  AccountStatus,
  AccountTypeLabel,
  accountProductLabel,
  formatDateTime,
  PersonStatusDisplay,
  STAFF_REASON_MAX_LENGTH,
  staffReasonSchema,
  TrusteeTypeLabel,
  type OperatorAccount,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActionOutcome } from '../../../components/back-office/action-outcome';
import { ReasonDialog } from '../../../components/back-office/reason-dialog';
import { DetailList } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useActivateAccount } from '../api/activate-account';
import { useDeactivateAccount } from '../api/deactivate-account';
import { useAccount } from '../api/get-account';
import { AccountBankAccounts } from './account-bank-accounts';
import { AccountDocuments } from './account-documents';
import { AccountHoldings } from './account-holdings';
import { AccountStatusLabels, missingDetailsText } from './account-labels';

const MEMBER_ROLE_LABEL = { primary: 'Primary', secondary: 'Secondary' } as const;

/** The account's people in one list: those on it, then those invited who have not joined. */
function peopleOf(account: OperatorAccount) {
  return [
    ...account.members.map((m) => ({ ...m, key: `member-${m.user_id}`, role: MEMBER_ROLE_LABEL[m.role] })),
    ...account.invitees.map((p, index) => ({ ...p, key: `invitee-${index}`, role: MEMBER_ROLE_LABEL.secondary })),
  ].map((p) => ({
    key: p.key,
    name: `${p.first_name} ${p.last_name}`.trim(),
    email: p.email,
    role: p.role,
    status: PersonStatusDisplay[p.status].display_name,
  }));
}

type StatusChange = 'activate' | 'deactivate';

/**
 * The account's status moved by staff, each with a reason the audit trail keeps: "Activate" for one
 * awaiting activation or inactive, "Deactivate" for any other. The server's refusal in its own words.
 */
function StatusActions({ account }: { account: OperatorAccount }) {
  const activate = useActivateAccount();
  const deactivate = useDeactivateAccount();
  const [asking, setAsking] = useState<StatusChange | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const activatable = account.status === AccountStatus.awaiting_activation || account.status === AccountStatus.inactive;

  async function onReason(change: StatusChange, reason: string) {
    setOutcome(null);
    setRefusal(null);
    const run = change === 'activate' ? activate : deactivate;
    try {
      await run.mutateAsync({ id: account.id, reason });
    } catch (error) {
      // A reason the server refuses stays in the dialog, on its field; anything else shows here.
      if (isApiError(error) && error.fieldErrors.reason) throw error;
      setAsking(null);
      setRefusal(errorMessage(error));
      return;
    }
    setAsking(null);
    setOutcome(change === 'activate' ? `${account.name} is active.` : `${account.name} is inactive.`);
  }

  return (
    <Stack spacing={2}>
      <ActionOutcome outcome={outcome} refusal={refusal} />
      <Stack direction="row" spacing={2}>
        {activatable ? (
          <Button variant="contained" onClick={() => setAsking('activate')} disabled={activate.isPending}>
            Activate
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking('deactivate')}
            disabled={deactivate.isPending}
          >
            Deactivate
          </Button>
        )}
      </Stack>
      <ReasonDialog
        open={asking !== null}
        title={asking === 'activate' ? 'Activate this account?' : 'Deactivate this account?'}
        confirmLabel={asking === 'activate' ? 'Activate' : 'Deactivate'}
        schema={staffReasonSchema}
        maxLength={STAFF_REASON_MAX_LENGTH}
        onSubmit={(reason) => (asking ? onReason(asking, reason) : Promise.resolve())}
        onCancel={() => setAsking(null)}
      >
        {asking === 'activate'
          ? `${account.name} becomes active and its members can invest through it.`
          : `${account.name} goes out of use until it is activated again.`}
      </ReasonDialog>
    </Stack>
  );
}

function AccountView({ account }: { account: OperatorAccount }) {
  const missing = missingDetailsText(account.unfilled_fields);
  const people = peopleOf(account);
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {account.name}
      </Typography>
      <StatusActions account={account} />
      <PageSection title="Details">
        <DetailList
          items={[
            { label: 'Type', value: AccountTypeLabel[account.type] },
            { label: 'Status', value: AccountStatusLabels[account.status] },
            ...(account.trustee ? [{ label: 'Trustee', value: TrusteeTypeLabel[account.trustee] }] : []),
            ...(account.trustee_name ? [{ label: 'Trustee name', value: account.trustee_name }] : []),
            { label: 'ABN', value: account.abn },
            { label: 'ACN', value: account.acn },
            { label: 'Administration code', value: account.external_code },
            { label: 'Products', value: account.products.map(accountProductLabel).join(', ') },
            { label: 'Created', value: formatDateTime(account.created_at) },
            { label: 'Activated', value: account.activated_at ? formatDateTime(account.activated_at) : '' },
          ]}
        />
      </PageSection>
      <PageSection title="Members">
        {people.length === 0 ? (
          <Typography color="text.secondary">Nobody holds this account yet.</Typography>
        ) : (
          <Table size="small" aria-label="Members">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {people.map((person) => (
                <TableRow key={person.key}>
                  <TableCell>{person.name}</TableCell>
                  <TableCell>{person.email}</TableCell>
                  <TableCell>{person.role}</TableCell>
                  <TableCell>{person.status}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PageSection>
      <PageSection title="Missing details">
        <Typography>{missing ?? 'Nothing is missing.'}</Typography>
      </PageSection>
      <AccountBankAccounts accountId={account.id} />
      <AccountHoldings accountId={account.id} />
      <AccountDocuments accountId={account.id} />
      <Button component={RouterLink} to={paths.backOffice.accounts.getHref()} sx={{ alignSelf: 'flex-start' }}>
        Back to accounts
      </Button>
    </Stack>
  );
}

/**
 * One account for staff: its details, members, what is still missing, activation, and what its
 * members see of it: bank accounts, holdings and documents.
 */
export function AccountDetail({ id }: { id: number }) {
  const query = useAccount(id);
  return (
    <Loaded query={query} label="Loading the account">
      {(account) => <AccountView account={account} />}
    </Loaded>
  );
}
