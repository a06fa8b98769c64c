import { notificationsMarkedSchema, type NotificationsMarked } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationStatsQueryOptions } from './get-notification-stats';

/** POST /notifications/in-app/mark-as-viewed/ {notifications: [ids]}: the bell showed them. */
export function markNotificationsViewed(ids: number[]): Promise<NotificationsMarked> {
  return api.post(
    '/notifications/in-app/mark-as-viewed/',
    { notifications: ids },
    { schema: notificationsMarkedSchema },
  );
}

export function useMarkNotificationsViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsViewed,
    // Only the count changes; nothing to toast if it fails, the count just stays.
    meta: { errorHandling: 'form' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationStatsQueryOptions().queryKey }),
  });
}
