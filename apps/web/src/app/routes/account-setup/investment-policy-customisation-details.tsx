import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CustomisationPage } from '../../../features/investment-policy/components/investment-policy-pages';
import { useIsPrimaryUser } from './use-is-primary-user';

/** /account-setup/apply-now/investment-policy-customisation-details/{id} (spec 2 §2; {id} is the account's): the IPS wizard's customisation step (restrictions); then gearing. */
export function InvestmentPolicyCustomisationDetailsRoute() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const canStart = useIsPrimaryUser(id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <CustomisationPage
      key={id}
      accountId={id}
      canStart={canStart}
      onBack={() => void navigate(paths.accountSetup.strategicAssetAllocationDetails.getHref({ id }))}
      onNext={() => void navigate(paths.accountSetup.gearingDetails.getHref({ id }))}
    />
  );
}
