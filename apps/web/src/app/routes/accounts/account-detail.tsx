import { AccountStatus, ProductKey } from '@portal/contract';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountDetail } from '../../../features/accounts/components/account-detail';
import { BankAccountsSection } from '../../../features/bank-accounts/components/bank-accounts-section';
import { InvestmentPolicyStatus } from '../../../features/investment-policy/components/investment-policy-status';
import { ActivationStep } from '@portal/contract';
import { useActivationSteps } from '../../../features/accounts/api/get-activation-steps';
import { DocumentsToSign } from '../../../features/signing/components/documents-to-sign';

/**
 * /accounts/{id} (spec 2 §2 Account details page), with the documents the user is asked to sign
 * (issue #21), the investment policy statement of a private portfolio, the bank accounts and their
 * history.
 */
export function AccountDetailRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <AccountDetail
      key={id}
      id={id}
      sections={(account) => (
        <>
          <DocumentsToSignOfAccount accountId={account.id} />
          {account.products.includes(ProductKey.ipm) && <InvestmentPolicyStatus accountId={account.id} />}
          <BankAccountsSection
            accountId={account.id}
            isActive={account.status === AccountStatus.active}
            canEdit={account.can_edit_details}
          />
        </>
      )}
    />
  );
}

/** An account whose next step is signing expects its documents even before they are ready. */
function DocumentsToSignOfAccount({ accountId }: { accountId: number }) {
  const steps = useActivationSteps(accountId);
  const awaiting = steps.data?.steps.includes(ActivationStep.sign_investment_policy_statement) ?? false;
  return <DocumentsToSign key={String(awaiting)} accountId={accountId} awaitingSignature={awaiting} />;
}
