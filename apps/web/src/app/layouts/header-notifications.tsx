import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useProfile } from '../../features/settings/api/get-profile';

/**
 * The bell in the header, for clients only: staff see no bell (document 1 §6, document 3 §2.11).
 * Nothing shows until the profile says who is signed in, so staff never see it flash.
 */
export function HeaderNotifications() {
  const profile = useProfile();
  if (!profile.data || profile.data.is_staff) return null;
  return <NotificationsBell />;
}
