import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { ErrorScreen } from './error-screen';

/** /unauthorized/ */
export function Unauthorized() {
  return (
    <ErrorScreen title="Unauthorized" actionLabel="Back to login" actionHref={paths.auth.login.getHref()}>
      <Typography>You need to sign in to see this page.</Typography>
    </ErrorScreen>
  );
}
