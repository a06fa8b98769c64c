import { notificationsMarkedSchema, type NotificationsMarked } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_ROOT } from './notification-keys';

/** POST /notifications/in-app/mark-as-read/ {notifications: [ids]}: opening one marks it read. */
export function markNotificationsRead(ids: number[]): Promise<NotificationsMarked> {
  return api.post('/notifications/in-app/mark-as-read/', { notifications: ids }, { schema: notificationsMarkedSchema });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_ROOT }),
  });
}
