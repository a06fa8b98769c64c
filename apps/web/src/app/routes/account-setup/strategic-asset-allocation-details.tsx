import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { StrategicAllocationPage } from '../../../features/investment-policy/components/investment-policy-pages';
import { useIsPrimaryUser } from './use-is-primary-user';

/** /account-setup/apply-now/strategic-asset-allocation-details/{id} (spec 2 §2; {id} is the account's): the booklet and the strategic asset allocation (the IPS wizard's first two steps), after the portfolio application; then customisation. */
export function StrategicAllocationDetailsRoute() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const canStart = useIsPrimaryUser(id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <StrategicAllocationPage
      key={id}
      accountId={id}
      canStart={canStart}
      onBack={() => void navigate(paths.accountSetup.editPortfolioDetails.getHref({ id }))}
      onNext={() => void navigate(paths.accountSetup.investmentPolicyCustomisationDetails.getHref({ id }))}
    />
  );
}
