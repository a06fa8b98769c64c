import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { TrustDeeds } from '../../../features/accounts/components/trust-deeds';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';

/** /account-setup/apply-now/edit-trust-deeds/{account_id} (spec 2 §2 trust deed upload). */
export function EditTrustDeedsRoute() {
  const id = Number(useParams().account_id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <TrustDeedsFor key={id} accountId={id} />;
}

function TrustDeedsFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <TrustDeeds accountId={accountId} onContinue={() => void next()} />;
}
