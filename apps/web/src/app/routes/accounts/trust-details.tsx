import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { TrustDetailsForm } from '../../../features/accounts/components/trust-details-form';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';

/** /accounts/{id}/forms/individual-trust-details (spec 2 §2 Trust details): once saved, the next missing part. */
export function TrustDetailsRoute() {
  const id = Number(useParams().accountId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <TrustDetailsFor key={id} accountId={id} />;
}

function TrustDetailsFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <TrustDetailsForm accountId={accountId} onSaved={() => void next()} />;
}
