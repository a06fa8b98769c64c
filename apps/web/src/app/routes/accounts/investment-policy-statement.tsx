import { portfolioApplicationFormMessages, ProductKey } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../features/accounts/api/get-account';
import { InvestmentPolicyStatement } from '../../../features/investment-policy/components/investment-policy-statement';
import { DocumentsToSign } from '../../../features/signing/components/documents-to-sign';
import { useIsPrimaryUser } from '../account-setup/use-is-primary-user';

/**
 * /accounts/{accountId}/forms/ips-ima (spec 2 §2, issue #21 item 5): the account's active
 * investment policy statement and the one under way; while one awaits signatures, the account's
 * documents to sign show with it (asked again until its envelope is ready).
 */
export function InvestmentPolicyStatementRoute() {
  const id = Number(useParams().accountId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <StatementOf key={id} accountId={id} />;
}

function StatementOf({ accountId }: { accountId: number }) {
  const account = useAccount(accountId);
  const isPrimary = useIsPrimaryUser(accountId);
  // Only a private portfolio has a statement; a loan notes account would be offered one to start.
  if (account.data && !account.data.products.includes(ProductKey.ipm))
    return <Alert severity="info">{portfolioApplicationFormMessages.notIpmAccount}</Alert>;
  return (
    <InvestmentPolicyStatement
      accountId={accountId}
      accountName={account.data?.name}
      isPrimary={isPrimary}
      signing={(waitingForEnvelope) => (
        <DocumentsToSign
          key={String(waitingForEnvelope)}
          accountId={accountId}
          awaitingSignature={waitingForEnvelope}
        />
      )}
    />
  );
}
