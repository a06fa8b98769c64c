import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { WholesaleInvestorDetails } from '../../../features/accounts/components/wholesale-investor-details';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';

/** /account-setup/apply-now/edit-wholesale-investor-details/{account_id} (spec 2 §2 certificate upload). */
export function EditWholesaleInvestorDetailsRoute() {
  const id = Number(useParams().account_id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <WholesaleInvestorDetailsFor key={id} accountId={id} />;
}

function WholesaleInvestorDetailsFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <WholesaleInvestorDetails accountId={accountId} onContinue={() => void next()} />;
}
