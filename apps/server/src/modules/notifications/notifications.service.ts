import {
  inAppNotificationsChannel,
  NotificationMessages,
  RECENT_NOTIFICATIONS_COUNT,
  type Notification,
  type NotificationStats,
  ErrorCode,
  NOTIFICATION_PREVIEW_RECIPIENTS,
  NotificationAudience,
  type NotificationRecipient,
  type OperatorNotificationCreate,
  type OperatorNotificationPreview,
  type OperatorNotificationSent,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import { FieldValidationError, HttpError, notFound } from '../../plugins/app/http-errors.js';
import { findAccount } from '../accounts/index.js';
import { findUserByEmail } from '../auth/index.js';
import { toNotification } from './notification.mapper.js';
import {
  countNotifications,
  countRecipients,
  countUnseen,
  insertNotification,
  insertNotifications,
  listRecipients,
  type RecipientFilter,
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

  /** POST /api/operator/notifications/preview/: who it would reach and the text as it will appear; changes nothing. */
  async preview(input: OperatorNotificationCreate): Promise<OperatorNotificationPreview> {
    const filter = await this.recipientFilter(input);
    const [total, first] = await Promise.all([
      countRecipients(this.db, filter),
      listRecipients(this.db, filter, NOTIFICATION_PREVIEW_RECIPIENTS),
    ]);
    return {
      audience: input.audience,
      count: total,
      recipients: first.map(recipientOf),
      title: input.title,
      description: input.description,
      redirect_url: input.redirect_url ?? null,
    };
  }

  /**
   * POST /api/operator/notifications/: one notification per recipient, stored in one statement,
   * then delivered live. Sending to everyone must name the count the preview showed (409 when it
   * would reach another number now); nobody to send to is a 400 that says so.
   */
  async send(input: OperatorNotificationCreate): Promise<OperatorNotificationSent> {
    const filter = await this.recipientFilter(input);
    if (input.audience === NotificationAudience.everyone) {
      if (input.confirm_count === undefined)
        throw FieldValidationError.field('confirm_count', NotificationMessages.confirmCountRequired);
      const now = await countRecipients(this.db, filter);
      if (now !== input.confirm_count)
        throw new HttpError(ErrorCode.previewStale, NotificationMessages.audienceChanged(input.confirm_count, now));
    }
    const recipients = await listRecipients(this.db, filter, null);
    if (recipients.length === 0) throw FieldValidationError.nonField(NotificationMessages.noRecipients);
    const rows = await insertNotifications(
      this.db,
      recipients.map((r) => ({
        userId: r.id,
        tenantId: r.tenantId,
        title: input.title,
        description: input.description,
        redirectUrl: input.redirect_url ?? null,
        labels: input.labels,
      })),
    );
    const sent = rows.map((row) => ({ ...toNotification(row), user_id: row.userId }));
    // Committed (one statement); a failed live delivery only means the bell shows it on the next page load.
    for (const { user_id: userId, ...notification } of sent) {
      await this.hub
        .publish(inAppNotificationsChannel(userId), notification)
        .catch((error: unknown) => this.log.error({ err: error, userId }, 'live delivery of a notification failed'));
    }
    return { count: sent.length, notifications: sent.slice(0, NOTIFICATION_PREVIEW_RECIPIENTS) };
  }

  /** The user named by e-mail (404 when nobody has it), the account (404 when none has the id), or everyone. */
  private async recipientFilter(input: OperatorNotificationCreate): Promise<RecipientFilter> {
    switch (input.audience) {
      case NotificationAudience.user: {
        const user = await findUserByEmail(this.db, input.email);
        if (!user) throw notFound(NotificationMessages.unknownEmail);
        return { userId: user.id };
      }
      case NotificationAudience.account: {
        if (!(await findAccount(this.db, input.account))) throw notFound(NotificationMessages.unknownAccount);
        return { accountId: input.account };
      }
      case NotificationAudience.everyone:
        return { everyone: true };
    }
  }
}

function recipientOf(r: { id: number; firstName: string; lastName: string; email: string }): NotificationRecipient {
  return { id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email };
}
