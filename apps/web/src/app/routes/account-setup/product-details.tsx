import { LoanNoteNextStep, Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { bankAccountLabel } from '../../../features/bank-accounts/bank-account-label';
import { useAccountBankAccounts } from '../../../features/bank-accounts/api/get-account-bank-accounts';
import { useLoanNoteBundles } from '../../../features/loan-notes/api/get-loan-note-bundles';
import { useNoteTypes } from '../../../features/loan-notes/api/get-note-types';
import { LoanNoteApplicationForm } from '../../../features/loan-notes/components/loan-note-application-form';

const TITLE = 'Product details';

/**
 * /account-setup/apply-now/create-product-details/{id} and edit-product-details/{id} (spec 2 §2
 * Loan note product details): the account's loan note application, made or changed; then the
 * account page while details are missing, else the loan note application summary.
 */
export function ProductDetailsRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <ProductDetailsFor key={id} accountId={id} />;
}

function ProductDetailsFor({ accountId }: { accountId: number }) {
  const navigate = useNavigate();
  const bundles = useLoanNoteBundles(accountId);
  const noteTypes = useNoteTypes(accountId);
  const bankAccounts = useAccountBankAccounts(accountId);
  const pending = bundles.isPending || noteTypes.isPending || bankAccounts.isPending;
  const failed = bundles.isError || noteTypes.isError || bankAccounts.isError;
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      {pending ? (
        <PageSpinner label="Loading the loan notes" />
      ) : failed ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : (
        <LoanNoteApplicationForm
          accountId={accountId}
          bundle={bundles.data.results[0]}
          noteTypes={noteTypes.data}
          bankAccounts={bankAccounts.data
            .filter((b) => b.status === 'active')
            .map((b) => ({ id: b.id, label: bankAccountLabel(b) }))}
          addBankAccountHref={paths.accountSetup.editBankAccountDetails.getHref({ id: accountId })}
          onSaved={(saved) =>
            void navigate(
              saved.next_step === LoanNoteNextStep.summary
                ? `${paths.loanNoteApplicationSummary.getHref()}?account_id=${accountId}`
                : paths.accounts.detail.getHref({ id: accountId }),
            )
          }
        />
      )}
    </Paper>
  );
}
