import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { EmailVerification } from '../../../features/auth/components/email-verification';
import { QueryParam } from '../../../config/paths';

/** /auth/email-verify/?token= (signed in or out). */
export function EmailVerifyRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <Typography component="h1" variant="h4" align="center" gutterBottom>
        E-mail verification
      </Typography>
      <EmailVerification token={search.get(QueryParam.token)} />
    </>
  );
}
