import { notificationStatsSchema, type NotificationStats } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_ROOT } from './notification-keys';

/** GET /notifications/stats/: the bell's unseen count and the newest three. */
export function getNotificationStats(): Promise<NotificationStats> {
  return api.get('/notifications/stats/', { schema: notificationStatsSchema });
}

export function notificationStatsQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_ROOT, 'stats'],
    queryFn: getNotificationStats,
    // A background call of the header: no toast when it fails, the bell just shows nothing new.
    meta: { errorHandling: 'form' },
  });
}

export function useNotificationStats() {
  return useQuery(notificationStatsQueryOptions());
}
