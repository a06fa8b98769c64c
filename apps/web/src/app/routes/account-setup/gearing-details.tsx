import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { GearingPage } from '../../../features/investment-policy/components/investment-policy-pages';
import { useIsPrimaryUser } from './use-is-primary-user';

/** /account-setup/apply-now/gearing-details/{id} (spec 2 §2; {id} is the account's): the IPS wizard's last step; then the registration summary. */
export function GearingDetailsRoute() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const canStart = useIsPrimaryUser(id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <GearingPage
      key={id}
      accountId={id}
      canStart={canStart}
      onBack={() => void navigate(paths.accountSetup.investmentPolicyCustomisationDetails.getHref({ id }))}
      onNext={() => void navigate(`${paths.accountSetup.summary.getHref()}?account_id=${id}`)}
    />
  );
}
