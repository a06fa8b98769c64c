import {
  accountProductLabel,
  BankAccountStatus,
  BankAccountStatusLabels,
  ChangeRequestKindLabels,
  formatBsb,
  Messages,
  OPEN_CHANGE_REQUEST_STATUSES,
  type BankAccount,
  type ChangeRequest,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useAccountBankAccounts } from '../api/get-account-bank-accounts';
import { reviewHref } from '../review-href';
import { BankAccountHistory } from './bank-account-history';
import { PageSection } from '../../../components/ui/page-section';

const StatusColor: Record<BankAccountStatus, 'success' | 'warning' | 'default'> = {
  [BankAccountStatus.active]: 'success',
  [BankAccountStatus.pending_verification]: 'warning',
  [BankAccountStatus.removed]: 'default',
};

/** The request a bank account waits on, if any: at most one is open at a time. */
function openRequest(bankAccount: BankAccount): ChangeRequest | null {
  const requests = [
    bankAccount.verify_change_request,
    bankAccount.edit_change_request,
    bankAccount.delete_change_request,
    bankAccount.link_change_request,
  ];
  return requests.find((r) => r !== null && OPEN_CHANGE_REQUEST_STATUSES.includes(r.status)) ?? null;
}

/**
 * An account page's bank accounts (spec 2 §2 Account details page, issue #19 "shown on the
 * account details page"): each with its details, status, linked products and any open request
 * with a link to its review; Edit and Delete once the account is active and the user may change
 * it; then the history of every request.
 */
export function BankAccountsSection({
  accountId,
  isActive,
  canEdit,
}: {
  accountId: number;
  isActive: boolean;
  canEdit: boolean;
}) {
  const bankAccounts = useAccountBankAccounts(accountId);
  const canChange = isActive && canEdit;
  // Before activation bank details are part of the setup, filled in on its step.
  const addHref = isActive
    ? paths.accounts.addBankAccount.getHref({ id: accountId })
    : paths.accountSetup.editBankAccountDetails.getHref({ id: accountId });
  return (
    <>
      <PageSection title="Bank accounts">
        {bankAccounts.isPending ? (
          <PageSpinner label="Loading the bank accounts" />
        ) : bankAccounts.isError ? (
          <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
        ) : bankAccounts.data.length === 0 ? (
          <Typography color="text.secondary">No bank account is recorded yet.</Typography>
        ) : (
          <List disablePadding>
            {bankAccounts.data.map((bankAccount) => (
              <BankAccountItem key={bankAccount.id} bankAccount={bankAccount} canChange={canChange} />
            ))}
          </List>
        )}
        {canEdit && (
          <Link component={RouterLink} to={addHref} sx={{ display: 'inline-block', mt: 2 }}>
            Add bank account
          </Link>
        )}
      </PageSection>
      <PageSection title="Bank account history">
        <BankAccountHistory accountId={accountId} />
      </PageSection>
    </>
  );
}

function BankAccountItem({ bankAccount, canChange }: { bankAccount: BankAccount; canChange: boolean }) {
  const request = openRequest(bankAccount);
  const ids = { id: bankAccount.account, bankAccId: bankAccount.id };
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <ListItemText
        primary={
          <>
            {bankAccount.name}
            <Chip
              component="span"
              size="small"
              label={BankAccountStatusLabels[bankAccount.status]}
              color={StatusColor[bankAccount.status]}
              sx={{ ml: 1 }}
            />
          </>
        }
        secondary={[
          `BSB ${formatBsb(bankAccount.bsb)}`,
          `Account ending ${bankAccount.number.slice(-3)}`,
          bankAccount.bank,
          bankAccount.branch,
        ].join(' · ')}
      />
      {bankAccount.linked_products.length > 0 && (
        <Typography variant="body2">
          Linked to {bankAccount.linked_products.map(accountProductLabel).join(', ')}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }} useFlexGap>
        {request && (
          <>
            <Chip
              size="small"
              color="warning"
              label={`${ChangeRequestKindLabels[request.kind]}: ${request.status_display}`}
            />
            <Link component={RouterLink} to={reviewHref(request)}>
              Review request
            </Link>
          </>
        )}
        {canChange && !request && (
          <>
            <Link
              component={RouterLink}
              to={paths.accounts.editBankAccount.getHref(ids)}
              aria-label={`Edit ${bankAccount.name}`}
            >
              Edit
            </Link>
            <Link
              component={RouterLink}
              to={paths.accounts.deleteBankAccount.getHref(ids)}
              aria-label={`Delete ${bankAccount.name}`}
            >
              Delete
            </Link>
          </>
        )}
      </Stack>
    </ListItem>
  );
}
