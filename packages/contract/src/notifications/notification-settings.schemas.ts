/**
 * Notification settings (spec 1 §3 "Notification setting", §4 "Settings", §7
 * notification-settings/ and bulk-update/). The settings themselves are a catalogue: each has a
 * stable id, a title, whether it is required, and the channels it starts with. A user's own
 * choices are stored per key; a user who never saved keeps the defaults.
 */
import { recordIdSchema } from '../fields/record-id.js';
import { z } from 'zod';
import { NotificationSettingMessages } from './notifications.messages.js';

export type NotificationSettingDefinition = {
  /** Stable public id: clients send it back in bulk-update, so it never changes for a key. */
  readonly id: number;
  /** Stored with the user's choice (notification_settings.setting_key). */
  readonly key: string;
  readonly title: string;
  /** A required setting must keep at least one of e-mail or SMS. */
  readonly is_required: boolean;
  readonly send_email: boolean;
  readonly send_sms: boolean;
};

/** Ours: the documents name the entity but not the settings. Order is the order shown. */
export const NOTIFICATION_SETTINGS_CATALOGUE: readonly NotificationSettingDefinition[] = [
  {
    id: 1,
    key: 'account_activity_and_security',
    title: 'Account activity and security',
    is_required: true,
    send_email: true,
    send_sms: true,
  },
  {
    id: 2,
    key: 'statements_and_reports',
    title: 'Statements and reports',
    is_required: false,
    send_email: true,
    send_sms: false,
  },
  {
    id: 3,
    key: 'rebalance_notices',
    title: 'Rebalance notices',
    is_required: false,
    send_email: true,
    send_sms: false,
  },
  {
    id: 4,
    key: 'product_news',
    title: 'Product news and offers',
    is_required: false,
    send_email: true,
    send_sms: false,
  },
];

export function findNotificationSetting(id: number): NotificationSettingDefinition | undefined {
  return NOTIFICATION_SETTINGS_CATALOGUE.find((setting) => setting.id === id);
}

export const notificationSettingSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    is_required: z.boolean(),
    send_email: z.boolean(),
    send_sms: z.boolean(),
  })
  .meta({ id: 'NotificationSetting' });
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = z.array(notificationSettingSchema).meta({ id: 'NotificationSettings' });

export const notificationSettingUpdateSchema = z
  .object({
    id: recordIdSchema,
    send_email: z.boolean(),
    send_sms: z.boolean(),
  })
  .strict()
  .meta({ id: 'NotificationSettingUpdate' });
export type NotificationSettingUpdate = z.infer<typeof notificationSettingUpdateSchema>;

/**
 * PUT bulk-update/: the settings being changed (any subset). Each must be in the catalogue, once,
 * and a required one must keep a channel; the error sits on that row's send_email, naming it.
 * The same rule runs in the browser, so a form built on `notificationSettingsFormSchema` never
 * sends a required setting with both channels off.
 */
export const notificationSettingsBulkUpdateSchema = z
  .array(notificationSettingUpdateSchema)
  .max(100)
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      const setting = findNotificationSetting(row.id);
      if (!setting) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: NotificationSettingMessages.unknownSetting });
        return;
      }
      if (seen.has(row.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: NotificationSettingMessages.duplicateSetting });
      }
      seen.add(row.id);
      if (setting.is_required && !row.send_email && !row.send_sms) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'send_email'],
          message: NotificationSettingMessages.requiredChannel(setting.title),
        });
      }
    });
  })
  .meta({ id: 'NotificationSettingsBulkUpdate' });

/** The settings page's form: the bulk update under one field, as forms need an object. */
export const notificationSettingsFormSchema = z.object({ settings: notificationSettingsBulkUpdateSchema });
export type NotificationSettingsForm = z.infer<typeof notificationSettingsFormSchema>;
