import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { LinkedBankAccount } from '../../../features/bank-accounts/components/linked-bank-account';
import { BankAccountGuard } from '../bank-accounts/bank-account-guard';
import { routeId } from '../bank-accounts/route-ids';

/** /products/bank-account/update-linked-bank-account/{accountId}/{productType}/ (spec 2 §2), behind the two-factor guard. */
export function UpdateLinkedBankAccountRoute() {
  const params = useParams();
  const accountId = routeId(params.accountId);
  const product = params.productType;
  if (accountId === null || !product) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <BankAccountGuard key={`${accountId}-${product}`} accountId={accountId}>
      <LinkedBankAccount accountId={accountId} product={product} />
    </BankAccountGuard>
  );
}
