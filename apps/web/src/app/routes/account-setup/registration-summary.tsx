import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Messages } from '@portal/contract';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { RegistrationSummary } from '../../../features/registration-summary/components/registration-summary';
import { useProfile } from '../../../features/settings/api/get-profile';
import { DocumentsToSign } from '../../../features/signing/components/documents-to-sign';

/**
 * /account-setup/summary/, /account-setup/secondary-summary/ and /loan-note-application-summary/
 * (spec 2 §2): the registration summary of the account named by ?account_id=, else of the
 * selected account. Whether it is the primary user's (consents and submit) or a secondary
 * member's read-only view follows from who is signed in, so every route shows the right one.
 * Once submitted, the documents to sign (issue #21) show on it.
 */
export function RegistrationSummaryRoute() {
  const profile = useProfile();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const title = pathname.startsWith(paths.loanNoteApplicationSummary.getHref())
    ? 'Loan note application summary'
    : 'Registration summary';
  const asked = Number(search.get('account_id'));
  if (profile.isPending) return <PageSpinner label="Loading the summary" />;
  if (profile.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const accountId = Number.isInteger(asked) && asked > 0 ? asked : profile.data.selected_account_id;
  if (accountId === null)
    return (
      <>
        <Typography component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Alert severity="info">
          Choose an account first:{' '}
          <Link component={RouterLink} to={paths.accounts.list.getHref()}>
            your accounts
          </Link>
        </Alert>
      </>
    );
  return (
    <RegistrationSummary
      key={accountId}
      accountId={accountId}
      userId={profile.data.user_id}
      signing={<DocumentsToSign accountId={accountId} />}
      title={title}
    />
  );
}
