import { AuthMessages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useVerifyEmail } from '../api/verify-email';

/** /auth/email-verify/?token=: verifies the address as the page opens and says how it went. */
export function EmailVerification({ token }: { token: string | null }) {
  const verification = useVerifyEmail(token);

  if (token && verification.isPending) return <PageSpinner label="Verifying your e-mail address" />;

  const failure = !token ? AuthMessages.tokenInvalid : verification.isError ? failureText(verification.error) : null;

  return (
    <Stack spacing={3}>
      {failure ? (
        <Alert severity="error">{failure}</Alert>
      ) : (
        <Alert severity="success" role="status">
          {verification.data?.detail ?? AuthMessages.emailVerified}
        </Alert>
      )}
      <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
        Continue
      </Button>
    </Stack>
  );
}

function failureText(error: unknown): string {
  if (!isApiError(error)) return AuthMessages.tokenInvalid;
  return error.fieldErrors.token ?? error.detail ?? error.nonFieldErrors ?? error.message;
}
