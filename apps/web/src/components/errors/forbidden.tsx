import { Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { ErrorScreen } from './error-screen';

/** /forbidden/: a 403 the user cannot fix by signing in again. */
export function Forbidden() {
  return (
    <ErrorScreen title={Messages.forbiddenTitle}>
      <Typography>You do not have permission to see this page.</Typography>
    </ErrorScreen>
  );
}
