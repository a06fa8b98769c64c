import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useInvestmentPolicies } from '../../../features/investment-policy/api/get-investment-policies';
import { GearingPage } from '../../../features/investment-policy/components/investment-policy-pages';
import { useIsPrimaryUser } from './use-is-primary-user';

/**
 * /account-setup/apply-now/gearing-details/{id} (spec 2 §2; {id} is the account's): the IPS
 * wizard's last step; then the registration summary, or, for a statement that changes an active
 * one (issue #21 item 5), the statement's page, where it is sent for signature.
 */
export function GearingDetailsRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <GearingOf key={id} accountId={id} />;
}

function GearingOf({ accountId: id }: { accountId: number }) {
  const navigate = useNavigate();
  const canStart = useIsPrimaryUser(id);
  // The page's own loader reads the same statements: by Next they are in the cache.
  const policies = useInvestmentPolicies(id);
  const changesActive = Boolean(policies.data?.active_ips);
  return (
    <GearingPage
      accountId={id}
      canStart={canStart}
      onBack={() => void navigate(paths.accountSetup.investmentPolicyCustomisationDetails.getHref({ id }))}
      onNext={() =>
        void navigate(
          changesActive
            ? paths.accounts.forms.ipsIma.getHref({ accountId: id })
            : `${paths.accountSetup.summary.getHref()}?account_id=${id}`,
        )
      }
    />
  );
}
