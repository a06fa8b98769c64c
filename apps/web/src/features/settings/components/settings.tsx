import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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
          <Section title="Security">
            <LoginTwoFactorSetting enabled={profile.data.login_two_factor_auth_enabled} staff={profile.data.is_staff} />
          </Section>
          <Section title="Marketing">
            <MarketingOptOutSetting optedOut={profile.data.marketing_opt_out} />
          </Section>
          <Section title="Notifications">
            <NotificationSettingsForm />
          </Section>
          <Section title="Signed-in devices">
            <SignedInDevices />
          </Section>
        </Stack>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
