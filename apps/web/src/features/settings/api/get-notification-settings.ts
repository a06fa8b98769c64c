import { notificationSettingsSchema, type NotificationSetting } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /profiles/notification-settings/: every setting with the user's e-mail and SMS choice. */
export function getNotificationSettings(): Promise<NotificationSetting[]> {
  return api.get('/profiles/notification-settings/', { schema: notificationSettingsSchema });
}

export function notificationSettingsQueryOptions() {
  return queryOptions({ queryKey: ['profile', 'notification-settings'], queryFn: getNotificationSettings });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
