import { EditBankAccount } from '../../../features/bank-accounts/components/edit-bank-account';
import { BankAccountGuard } from './bank-account-guard';
import { BankAccountRoute } from './bank-account-route';

/** /accounts/{id}/edit-bank-account/{bankAccId}/ (spec 2 §2), behind the two-factor guard. */
export function EditBankAccountRoute() {
  return (
    <BankAccountRoute accountParam="id">
      {(ids) => (
        <BankAccountGuard accountId={ids.accountId}>
          <EditBankAccount {...ids} />
        </BankAccountGuard>
      )}
    </BankAccountRoute>
  );
}
