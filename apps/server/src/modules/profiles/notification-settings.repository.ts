import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notificationSettings, type NotificationSettingRow } from '../../db/schema/index.js';

export function listNotificationSettingRows(db: Database, userId: number): Promise<NotificationSettingRow[]> {
  return db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
}

/** Inserts or replaces the user's choice for each key. */
export async function saveNotificationSettingRows(
  db: Database,
  userId: number,
  rows: ReadonlyArray<{ settingKey: string; sendEmail: boolean; sendSms: boolean }>,
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(rows.map((row) => ({ ...row, userId, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.settingKey],
      set: {
        sendEmail: sql`excluded.send_email`,
        sendSms: sql`excluded.send_sms`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
