import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's choice for one notification setting (spec 1 §3 Notification setting). The settings
 * themselves (key, title, is_required, defaults) are a catalogue in the contract; a user without
 * a row here has the catalogue's defaults.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    settingKey: text('setting_key').notNull(),
    sendEmail: boolean('send_email').notNull(),
    sendSms: boolean('send_sms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_settings_user_key_unique').on(t.userId, t.settingKey)],
);

export type NotificationSettingRow = typeof notificationSettings.$inferSelect;
