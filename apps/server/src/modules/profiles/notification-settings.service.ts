import {
  findNotificationSetting,
  NOTIFICATION_SETTINGS_CATALOGUE,
  NotificationSettingMessages,
  type NotificationSetting,
  type NotificationSettingUpdate,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { listNotificationSettingRows, saveNotificationSettingRows } from './notification-settings.repository.js';

/**
 * The user's notification settings: the contract's catalogue with the user's stored choices laid
 * over its defaults. Exported for the profile (its `notification_settings`).
 */
export async function notificationSettingsFor(db: Database, userId: number): Promise<NotificationSetting[]> {
  const chosen = new Map((await listNotificationSettingRows(db, userId)).map((row) => [row.settingKey, row]));
  return NOTIFICATION_SETTINGS_CATALOGUE.map((setting) => {
    const row = chosen.get(setting.key);
    return {
      id: setting.id,
      title: setting.title,
      is_required: setting.is_required,
      send_email: row?.sendEmail ?? setting.send_email,
      send_sms: row?.sendSms ?? setting.send_sms,
    };
  });
}

export class NotificationSettingsService {
  constructor(private readonly db: Database) {}

  list(userId: number): Promise<NotificationSetting[]> {
    return notificationSettingsFor(this.db, userId);
  }

  /**
   * Saves the given settings (any subset) for this user only. The wire schema already checks the
   * rows; the rule is checked here again because it is the service's to keep, whoever calls it.
   */
  async bulkUpdate(userId: number, updates: NotificationSettingUpdate[], now: Date): Promise<NotificationSetting[]> {
    const errors: Record<string, string[]> = {};
    const rows = updates.flatMap((update, index) => {
      const setting = findNotificationSetting(update.id);
      if (!setting) {
        errors[`${index}.id`] = [NotificationSettingMessages.unknownSetting];
        return [];
      }
      if (setting.is_required && !update.send_email && !update.send_sms) {
        errors[`${index}.send_email`] = [NotificationSettingMessages.requiredChannel(setting.title)];
      }
      return [{ settingKey: setting.key, sendEmail: update.send_email, sendSms: update.send_sms }];
    });
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
    await saveNotificationSettingRows(this.db, userId, rows, now);
    return this.list(userId);
  }
}
