import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  accountProductLabel,
  BankAccountStatusLabels,
  ChangeRequestKindLabels,
  formatBsb,
  type OperatorBankAccount,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { ReadOnlyTable } from '../../../components/ui/read-only-table';
import { paths } from '../../../config/paths';
import { useAccountBankAccounts } from '../api/get-account-bank-accounts';

const COLUMNS = [
  { header: 'Name' },
  { header: 'BSB' },
  { header: 'Account number' },
  { header: 'Bank' },
  { header: 'Status' },
  { header: 'Linked to' },
  { header: 'Change request' },
];

/** The request a bank account waits on, opened on its back-office page; "None" when it waits on nothing. */
function OpenRequest({ bankAccount }: { bankAccount: OperatorBankAccount }) {
  const request = bankAccount.open_change_request;
  if (!request) return <>None</>;
  return (
    <Link component={RouterLink} to={paths.backOffice.changeRequest.getHref({ id: request.id })}>
      {`${ChangeRequestKindLabels[request.kind]}: ${request.status_display}`}
    </Link>
  );
}

/**
 * The account's bank accounts as its members see them on their account page: the number by its
 * last digits, status, the products paying into it, and the change request it waits on.
 */
export function AccountBankAccounts({ accountId }: { accountId: number }) {
  const query = useAccountBankAccounts(accountId);
  return (
    <PageSection title="Bank accounts">
      <Loaded query={query} label="Loading the bank accounts">
        {(bankAccounts) =>
          bankAccounts.length === 0 ? (
            <Typography color="text.secondary">No bank account linked.</Typography>
          ) : (
            <ReadOnlyTable
              label="Bank accounts"
              columns={COLUMNS}
              rows={bankAccounts.map((bankAccount) => ({
                key: bankAccount.id,
                cells: [
                  bankAccount.name,
                  formatBsb(bankAccount.bsb),
                  `Ending ${bankAccount.number.slice(-3)}`,
                  [bankAccount.bank, bankAccount.branch].filter(Boolean).join(', '),
                  BankAccountStatusLabels[bankAccount.status],
                  bankAccount.linked_products.map(accountProductLabel).join(', ') || '—',
                  <OpenRequest key="request" bankAccount={bankAccount} />,
                ],
              }))}
            />
          )
        }
      </Loaded>
    </PageSection>
  );
}
