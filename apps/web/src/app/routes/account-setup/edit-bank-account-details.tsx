import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';
import { BankAccountSetup } from '../../../features/bank-accounts/components/bank-account-setup';
import { BankAccountGuard } from '../bank-accounts/bank-account-guard';

/**
 * /account-setup/apply-now/edit-bank-account-details/{id} (spec 2 §2 Bank account): then the next
 * missing form. Behind the bank screens' guard too: in setup the company application's
 * `two_factor_for_sensitive_writes` decides whether a bank write needs a code, and OPTIONS says so.
 */
export function EditBankAccountDetailsRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <BankAccountDetailsFor key={id} accountId={id} />;
}

function BankAccountDetailsFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return (
    <BankAccountGuard accountId={accountId}>
      <BankAccountSetup accountId={accountId} onSaved={() => void next()} />
    </BankAccountGuard>
  );
}
