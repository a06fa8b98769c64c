import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { SigningRedirect } from '../../../features/signing/components/signing-redirect';

/** /account/docusign-redirect/{account_id}/ (spec 2 §2, §4): the redirecting screen of the signing step. */
export function SigningRedirectRoute() {
  const accountId = Number(useParams().account_id);
  if (!Number.isInteger(accountId) || accountId <= 0)
    return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <SigningRedirect key={accountId} accountId={accountId} />;
}
