import { BankAccountMessages, BankChangeRequestKind } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useBankAccount } from '../api/get-bank-account';
import { ChangeRequestReview } from './change-request-review';
import { RequestLookupState } from './request-lookup-state';

/**
 * The review of a bank account's open request of one kind (spec 2 §2 verify-new-bank-account,
 * confirm-edit-bank-account). A new bank account may also wait for its link to a product, which the
 * verify screen then shows.
 */
export function BankAccountRequestReview({
  accountId,
  bankAccountId,
  kind,
}: {
  accountId: number;
  bankAccountId: number;
  kind: typeof BankChangeRequestKind.verify | typeof BankChangeRequestKind.edit;
}) {
  const bankAccount = useBankAccount(accountId, bankAccountId);
  if (!bankAccount.data) return <RequestLookupState error={bankAccount.error} />;
  const request =
    kind === BankChangeRequestKind.verify
      ? (bankAccount.data.verify_change_request ?? bankAccount.data.link_change_request)
      : bankAccount.data.edit_change_request;
  if (!request) return <Alert severity="info">{BankAccountMessages.changeRequestNotFound}</Alert>;
  return <ChangeRequestReview request={request} />;
}
