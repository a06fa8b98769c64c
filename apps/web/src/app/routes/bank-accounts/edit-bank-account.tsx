import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { EditBankAccount } from '../../../features/bank-accounts/components/edit-bank-account';
import { BankAccountGuard } from './bank-account-guard';
import { routeId } from './route-ids';

/** /accounts/{id}/edit-bank-account/{bankAccId}/ (spec 2 §2), behind the two-factor guard. */
export function EditBankAccountRoute() {
  const params = useParams();
  const accountId = routeId(params.id);
  const bankAccountId = routeId(params.bankAccId);
  if (accountId === null || bankAccountId === null)
    return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <BankAccountGuard key={`${accountId}-${bankAccountId}`} accountId={accountId}>
      <EditBankAccount accountId={accountId} bankAccountId={bankAccountId} />
    </BankAccountGuard>
  );
}
