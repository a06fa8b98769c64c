import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { TrustDetailsForm } from '../../../features/accounts/components/trust-details-form';

/** /accounts/{id}/forms/individual-trust-details (spec 2 §2 Trust details): back to the account once saved. */
export function TrustDetailsRoute() {
  const navigate = useNavigate();
  const id = Number(useParams().accountId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <TrustDetailsForm key={id} accountId={id} onSaved={() => void navigate(paths.accounts.detail.getHref({ id }))} />
  );
}
