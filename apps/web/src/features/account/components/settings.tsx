import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useProfile } from '../api/get-profile';
import { LoginTwoFactorSetting } from './login-two-factor-setting';

/** /account/settings/: the security settings of the signed-in user. */
export function Settings() {
  const profile = useProfile();
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Settings
      </Typography>
      {profile.isPending ? (
        <PageSpinner label="Loading your settings" />
      ) : profile.isError ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : (
        <Paper sx={{ p: 3, maxWidth: 640 }}>
          <Typography component="h2" variant="h6" gutterBottom>
            Security
          </Typography>
          <LoginTwoFactorSetting enabled={profile.data.login_two_factor_auth_enabled} />
        </Paper>
      )}
    </>
  );
}
