import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { SecondaryUsersForm } from '../../../features/accounts/components/secondary-users-form';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';

/**
 * /accounts/{id}/forms/secondary-users (spec 2 §2 Secondary users, Set up directors, Trustee
 * details: one screen by account type): once saved, the next missing part.
 */
export function SecondaryUsersRoute() {
  const id = Number(useParams().accountId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <SecondaryUsersFor key={id} accountId={id} />;
}

function SecondaryUsersFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <SecondaryUsersForm accountId={accountId} onSaved={() => void next()} />;
}
