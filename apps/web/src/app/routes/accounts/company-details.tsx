import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CorporateAccountDetailsForm } from '../../../features/accounts/components/corporate-account-details-form';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';

/**
 * /accounts/{id}/forms/company-details (spec 2 §2 Company or corporate trustee details): once
 * saved, the next missing part.
 */
export function CompanyDetailsRoute() {
  const id = Number(useParams().accountId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <CompanyDetailsFor key={id} accountId={id} />;
}

function CompanyDetailsFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <CorporateAccountDetailsForm accountId={accountId} onSaved={() => void next()} />;
}
