import type { Notification } from '@portal/contract';
import type { NotificationRow } from '../../db/schema/index.js';

/** The wire shape of spec 3 §3 Notification. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    status: row.status,
    created: row.createdAt.toISOString(),
    application: row.tenantId,
    title: row.title,
    description: row.description,
    redirect_url: row.redirectUrl,
    labels: row.labels,
  };
}
