import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { LinkRequestReview } from '../../../features/bank-accounts/components/link-request-review';
import { routeId } from '../bank-accounts/route-ids';

/** /products/bank-account/verify/update-linked-bank-account/{productType}/?account_id= (spec 2 §2): the link request's review. */
export function VerifyUpdateLinkedBankAccountRoute() {
  const product = useParams().productType;
  const [search] = useSearchParams();
  const accountId = routeId(search.get('account_id'));
  if (accountId === null || !product) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <LinkRequestReview key={`${accountId}-${product}`} accountId={accountId} product={product} />;
}
