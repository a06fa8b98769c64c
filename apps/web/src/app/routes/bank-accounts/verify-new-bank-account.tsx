import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { BankAccountRequestReview } from '../../../features/bank-accounts/components/bank-account-request-review';
import { routeId } from './route-ids';

/** /accounts/verify-new-bank-account/{account}/{bankAccId}/ (spec 2 §2): the new bank account's request. */
export function VerifyNewBankAccountRoute() {
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
      kind="verify"
    />
  );
}
