import { BankAccountRequestReview } from '../../../features/bank-accounts/components/bank-account-request-review';
import { BankAccountRoute } from './bank-account-route';

/** /accounts/confirm-edit-bank-account/{account}/{bankAccId}/ (spec 2 §2): the bank account's edit request. */
export function ConfirmEditBankAccountRoute() {
  return (
    <BankAccountRoute accountParam="account">
      {(ids) => <BankAccountRequestReview {...ids} kind="edit" />}
    </BankAccountRoute>
  );
}
