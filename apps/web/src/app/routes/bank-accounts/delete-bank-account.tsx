import { DeleteBankAccount } from '../../../features/bank-accounts/components/delete-bank-account';
import { BankAccountGuard } from './bank-account-guard';
import { BankAccountRoute } from './bank-account-route';

/** /accounts/{id}/delete-bank-account/{bankAccId}/ (spec 2 §2), behind the two-factor guard. */
export function DeleteBankAccountRoute() {
  return (
    <BankAccountRoute accountParam="id">
      {(ids) => (
        <BankAccountGuard accountId={ids.accountId}>
          <DeleteBankAccount {...ids} />
        </BankAccountGuard>
      )}
    </BankAccountRoute>
  );
}
