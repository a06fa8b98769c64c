import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';
import { BankAccountSetup } from '../../../features/bank-accounts/components/bank-account-setup';

/** /account-setup/apply-now/edit-bank-account-details/{id} (spec 2 §2 Bank account): then the next missing form. */
export function EditBankAccountDetailsRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <BankAccountDetailsFor key={id} accountId={id} />;
}

function BankAccountDetailsFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <BankAccountSetup accountId={accountId} onSaved={() => void next()} />;
}
