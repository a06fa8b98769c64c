import { AccountStatus } from '@portal/contract';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountDetail } from '../../../features/accounts/components/account-detail';
import { BankAccountsSection } from '../../../features/bank-accounts/components/bank-accounts-section';
import { DocumentsToSign } from '../../../features/signing/components/documents-to-sign';

/**
 * /accounts/{id} (spec 2 §2 Account details page), with the documents the user is asked to sign
 * (issue #21), the bank accounts and their history.
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
          <DocumentsToSign accountId={account.id} />
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
