import { Fragment, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { routeId } from './route-ids';

export type BankAccountIds = { accountId: number; bankAccountId: number };

/**
 * The account and bank account a bank screen's address names (`accountParam` is `id` under
 * /accounts/{id}/..., `account` on the review screens), or the not-found page when either is not
 * an id. Keyed by both, so moving to another bank account starts the screen afresh.
 */
export function BankAccountRoute({
  accountParam,
  children,
}: {
  accountParam: 'id' | 'account';
  children: (ids: BankAccountIds) => ReactNode;
}) {
  const params = useParams();
  const accountId = routeId(params[accountParam]);
  const bankAccountId = routeId(params.bankAccId);
  if (accountId === null || bankAccountId === null)
    return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <Fragment key={`${accountId}-${bankAccountId}`}>{children({ accountId, bankAccountId })}</Fragment>;
}
