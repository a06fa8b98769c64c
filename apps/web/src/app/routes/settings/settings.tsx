import { Settings } from '../../../features/settings/components/settings';
import { TwoFactorGuard } from '../../../features/auth/components/two-factor-guard';

/** The endpoint whose security schema protects this page. */
export const SETTINGS_ENDPOINT = '/api/profiles/my/';

/** /account/settings/: behind the two-factor guard of the profile endpoint (document 1 §4). */
export function SettingsRoute() {
  return (
    <TwoFactorGuard endpoint={SETTINGS_ENDPOINT}>
      <Settings />
    </TwoFactorGuard>
  );
}
