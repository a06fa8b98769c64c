import { inAppNotificationsChannel } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '../../../lib/realtime/realtime';
import { NOTIFICATIONS_QUERY_ROOT } from '../api/notification-keys';

/**
 * Follows `inapp#<user id>`: a new notification (or a reconnect, which may have missed some)
 * refreshes the bell and the list wherever they are shown, without a reload.
 */
export function useLiveNotifications(userId: number | null): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_ROOT });
  useRealtimeChannel(userId === null ? null : inAppNotificationsChannel(userId), {
    onMessage: refresh,
    onResync: refresh,
  });
}
