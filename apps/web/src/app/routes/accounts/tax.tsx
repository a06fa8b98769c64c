import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountTax } from '../../../features/accounts/components/account-tax';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';

/**
 * /accounts/{id}/forms/tax (spec 2 §2 tax details): the person's individual tax and the account's
 * corporate tax; once either is saved, the next missing part (which may be the other tax form,
 * on this same screen).
 */
export function TaxRoute() {
  const id = Number(useParams().accountId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <TaxFor key={id} accountId={id} />;
}

function TaxFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <AccountTax accountId={accountId} onSaved={() => void next()} />;
}
