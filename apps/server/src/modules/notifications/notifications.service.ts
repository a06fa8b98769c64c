import {
  inAppNotificationsChannel,
  NotificationMessages,
  RECENT_NOTIFICATIONS_COUNT,
  type Notification,
  type NotificationStats,
  type OperatorNotification,
  type OperatorNotificationCreate,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import { notFound } from '../../plugins/app/http-errors.js';
import { findUserByEmail } from '../auth/index.js';
import { toNotification } from './notification.mapper.js';
import {
  countNotifications,
  countUnseen,
  insertNotification,
  listNotifications,
  markRead,
  markViewed,
} from './notifications.repository.js';

export interface NewNotification {
  title: string;
  description?: string;
  redirectUrl?: string | null;
  labels?: string[];
  tenantId?: number | null;
}

/**
 * In-app notifications (spec 3 §2.11, §4). Every call acts on one user's own notifications:
 * ids of anyone else's are ignored, never read or changed. A new notification is published on
 * the user's `inapp#<id>` channel once its row is committed.
 */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  async stats(userId: number): Promise<NotificationStats> {
    const [unseen, recent] = await Promise.all([
      countUnseen(this.db, userId),
      listNotifications(this.db, userId, RECENT_NOTIFICATIONS_COUNT, 0),
    ]);
    return { unseen_count: unseen, recent_notifications: recent.map(toNotification) };
  }

  async page(userId: number, page: number, pageSize: number): Promise<{ count: number; results: Notification[] }> {
    const [total, rows] = await Promise.all([
      countNotifications(this.db, userId),
      listNotifications(this.db, userId, pageSize, (page - 1) * pageSize),
    ]);
    return { count: total, results: rows.map(toNotification) };
  }

  markRead(userId: number, ids: number[], now: Date): Promise<number> {
    return ids.length === 0 ? Promise.resolve(0) : markRead(this.db, userId, ids, now);
  }

  markAllRead(userId: number, now: Date): Promise<number> {
    return markRead(this.db, userId, 'all', now);
  }

  markViewed(userId: number, ids: number[], now: Date): Promise<number> {
    return ids.length === 0 ? Promise.resolve(0) : markViewed(this.db, userId, ids, now);
  }

  /** Stores a notification for a user and delivers it live to their open tabs, in every process. */
  async notify(userId: number, input: NewNotification): Promise<Notification> {
    const row = await insertNotification(this.db, {
      userId,
      tenantId: input.tenantId ?? null,
      title: input.title,
      description: input.description ?? '',
      redirectUrl: input.redirectUrl ?? null,
      labels: input.labels ?? [],
    });
    const notification = toNotification(row);
    // The row is committed (a single statement); a failed live delivery only means the user
    // sees it on their next page load instead of at once, so the caller still succeeds.
    await this.hub
      .publish(inAppNotificationsChannel(userId), notification)
      .catch((error: unknown) => this.log.error({ err: error, userId }, 'live delivery of a notification failed'));
    return notification;
  }

  /** The operator's call: the user is named by e-mail; an unknown one is a 404 that says so. */
  async notifyByEmail(input: OperatorNotificationCreate): Promise<OperatorNotification> {
    const user = await findUserByEmail(this.db, input.email);
    if (!user) throw notFound(NotificationMessages.unknownEmail);
    const notification = await this.notify(user.id, {
      title: input.title,
      description: input.description,
      redirectUrl: input.redirect_url ?? null,
      labels: input.labels,
      tenantId: user.tenantId,
    });
    return { ...notification, user_id: user.id };
  }
}
