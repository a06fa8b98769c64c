import { Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { ErrorScreen } from './error-screen';

/** /account-blocked/: where blocked-account codes (temporary_blocked, permanent_blocked) land, signed out. */
export function AccountBlocked() {
  return (
    <ErrorScreen title="Account blocked" actionLabel="Back to login" actionHref={paths.auth.login.getHref()}>
      <Typography>{Messages.accountBlocked}</Typography>
    </ErrorScreen>
  );
}
