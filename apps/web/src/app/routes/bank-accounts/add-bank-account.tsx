import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AddBankAccount } from '../../../features/bank-accounts/components/add-bank-account';
import { BankAccountGuard } from './bank-account-guard';
import { routeId } from './route-ids';

/** /accounts/{id}/add-bank-account (spec 2 §2), behind the two-factor guard. */
export function AddBankAccountRoute() {
  const accountId = routeId(useParams().id);
  if (accountId === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <BankAccountGuard key={accountId} accountId={accountId}>
      <AddBankAccount accountId={accountId} />
    </BankAccountGuard>
  );
}
