import { notificationSettingsSchema, type NotificationSetting, type NotificationSettingUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationSettingsQueryOptions } from './get-notification-settings';

/** PUT /profiles/notification-settings/bulk-update/: the answer is the whole, saved list. */
export function updateNotificationSettings(updates: NotificationSettingUpdate[]): Promise<NotificationSetting[]> {
  return api.put('/profiles/notification-settings/bulk-update/', updates, { schema: notificationSettingsSchema });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    meta: { errorHandling: 'form' },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, settings),
  });
}
