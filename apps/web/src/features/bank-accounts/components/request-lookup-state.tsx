import { BankAccountMessages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { isApiError } from '../../../lib/api-error';

/** While a review screen finds its request: the spinner, or why there is nothing to review (a 404 says it is not found). */
export function RequestLookupState({ error }: { error: Error | null }) {
  if (!error) return <PageSpinner label="Loading the request" />;
  const notFound = isApiError(error) && error.status === 404;
  return <Alert severity="error">{notFound ? BankAccountMessages.changeRequestNotFound : error.message}</Alert>;
}
