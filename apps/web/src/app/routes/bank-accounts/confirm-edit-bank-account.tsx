import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { BankAccountRequestReview } from '../../../features/bank-accounts/components/bank-account-request-review';
import { routeId } from './route-ids';

/** /accounts/confirm-edit-bank-account/{account}/{bankAccId}/ (spec 2 §2): the bank account's edit request. */
export function ConfirmEditBankAccountRoute() {
  const params = useParams();
  const accountId = routeId(params.account);
  const bankAccountId = routeId(params.bankAccId);
  if (accountId === null || bankAccountId === null)
    return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <BankAccountRequestReview
      key={`${accountId}-${bankAccountId}`}
      accountId={accountId}
      bankAccountId={bankAccountId}
      kind="edit"
    />
  );
}
