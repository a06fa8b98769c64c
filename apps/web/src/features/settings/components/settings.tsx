import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/ui/page-section';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useProfile } from '../api/get-profile';
import { LoginTwoFactorSetting } from './login-two-factor-setting';
import { MarketingOptOutSetting } from './marketing-opt-out-setting';
import { NotificationSettingsForm } from './notification-settings-form';
import { SignedInDevices } from './signed-in-devices';

/** /account/settings/: security, marketing, notifications and signed-in devices of the signed-in user. */
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
        <Stack spacing={3} sx={{ maxWidth: 640 }}>
          <PageSection title="Security">
            <LoginTwoFactorSetting enabled={profile.data.login_two_factor_auth_enabled} staff={profile.data.is_staff} />
          </PageSection>
          <PageSection title="Marketing">
            <MarketingOptOutSetting optedOut={profile.data.marketing_opt_out} />
          </PageSection>
          <PageSection title="Notifications">
            <NotificationSettingsForm />
          </PageSection>
          <PageSection title="Signed-in devices">
            <SignedInDevices />
          </PageSection>
        </Stack>
      )}
    </>
  );
}
