import { notificationsMarkedSchema, type NotificationsMarked } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_ROOT } from './notification-keys';

/** POST /notifications/in-app/mark-all-as-read/. */
export function markAllNotificationsRead(): Promise<NotificationsMarked> {
  return api.post('/notifications/in-app/mark-all-as-read/', undefined, { schema: notificationsMarkedSchema });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_ROOT }),
  });
}
