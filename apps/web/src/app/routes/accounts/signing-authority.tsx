import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { SigningAuthorityForm } from '../../../features/accounts/components/signing-authority-form';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';

/** /accounts/{id}/forms/signing-authority (spec 2 §2 Signing authority): once saved, the next missing part. */
export function SigningAuthorityRoute() {
  const id = Number(useParams().accountId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <SigningAuthorityFor key={id} accountId={id} />;
}

function SigningAuthorityFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <SigningAuthorityForm accountId={accountId} onSaved={() => void next()} />;
}
