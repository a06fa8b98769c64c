import { BankAccountRequestReview } from '../../../features/bank-accounts/components/bank-account-request-review';
import { BankAccountRoute } from './bank-account-route';

/** /accounts/verify-new-bank-account/{account}/{bankAccId}/ (spec 2 §2): the new bank account's request. */
export function VerifyNewBankAccountRoute() {
  return (
    <BankAccountRoute accountParam="account">
      {(ids) => <BankAccountRequestReview {...ids} kind="verify" />}
    </BankAccountRoute>
  );
}
