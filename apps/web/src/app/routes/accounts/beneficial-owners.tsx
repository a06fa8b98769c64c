import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { BeneficialOwnersForm } from '../../../features/accounts/components/beneficial-owners-form';
import { useFillInNext } from '../../../features/accounts/hooks/use-fill-in-next';

/** /accounts/{id}/forms/beneficial-owners (spec 2 §2 Beneficial owners): saved or skipped, the next missing part. */
export function BeneficialOwnersRoute() {
  const id = Number(useParams().accountId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <BeneficialOwnersFor key={id} accountId={id} />;
}

function BeneficialOwnersFor({ accountId }: { accountId: number }) {
  const next = useFillInNext(accountId);
  return <BeneficialOwnersForm accountId={accountId} onSaved={() => void next()} />;
}
