import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PortfolioDetails } from '../../../features/portfolio-application/components/portfolio-details';

/**
 * /account-setup/apply-now/create-portfolio-details/{id} and edit-portfolio-details/{id} (spec 2
 * §2; {id} is the account's): the portfolio application, then the IPS wizard's first step.
 */
export function PortfolioDetailsRoute() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <PortfolioDetails
      key={id}
      accountId={id}
      onSaved={() => void navigate(paths.accountSetup.strategicAssetAllocationDetails.getHref({ id }))}
    />
  );
}
