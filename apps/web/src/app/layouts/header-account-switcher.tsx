import { AccountSwitcher } from '../../features/accounts/components/account-switcher';
import { useProfile } from '../../features/settings/api/get-profile';

/** The account switcher in the header, for clients only: staff hold no investment accounts. */
export function HeaderAccountSwitcher({ maxWidth }: { maxWidth?: number | string }) {
  const profile = useProfile();
  if (!profile.data || profile.data.is_staff) return null;
  return <AccountSwitcher maxWidth={maxWidth} />;
}
