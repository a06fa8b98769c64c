import { recordIdSchema } from '../fields/record-id.js';
import { z } from 'zod';
import { emailSchema } from '../fields/person.js';
import { NotificationMessages } from './notifications.messages.js';
import { NotificationStatus } from './notifications.enums.js';

/** How many notifications the bell's menu shows (GET /notifications/stats/ recent_notifications). */
export const RECENT_NOTIFICATIONS_COUNT = 3;
/** At most this many ids in one mark-as-read or mark-as-viewed call. */
export const MAX_NOTIFICATION_IDS = 1000;

/** One in-app notification (spec 3 §3 Notification); `created` is an ISO 8601 instant. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(NotificationStatus),
    created: z.string(),
    /** The company application it belongs to, or null for every application. */
    application: z.number().int().nullable(),
    title: z.string(),
    description: z.string(),
    redirect_url: z.string().nullable(),
    labels: z.array(z.string()),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** The bell: how many were never shown in it, and the newest few. */
export const notificationStatsSchema = z
  .object({
    unseen_count: z.number().int(),
    recent_notifications: z.array(notificationSchema),
  })
  .meta({ id: 'NotificationStats' });
export type NotificationStats = z.infer<typeof notificationStatsSchema>;

/** Body of mark-as-read and mark-as-viewed: the ids; ids that are not the user's are ignored. */
export const notificationIdsSchema = z
  .object({
    notifications: z.array(recordIdSchema).max(MAX_NOTIFICATION_IDS),
  })
  .meta({ id: 'NotificationIds' });
export type NotificationIds = z.infer<typeof notificationIdsSchema>;

/** Answer of the mark calls: how many of the user's notifications changed. */
export const notificationsMarkedSchema = z.object({ updated: z.number().int() }).meta({ id: 'NotificationsMarked' });
export type NotificationsMarked = z.infer<typeof notificationsMarkedSchema>;

/** A path inside the portal: one leading slash, so '//host' (another site) is not one. */
const IN_APP_PATH = /^\/(?!\/)[^\s\\]*$/;

/** The in-app path a notification leads to, or null when it leads nowhere or off the portal. */
export function inAppRedirectPath(redirectUrl: string | null | undefined): string | null {
  return redirectUrl && IN_APP_PATH.test(redirectUrl) ? redirectUrl : null;
}

const redirectUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => IN_APP_PATH.test(v) || /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(v), NotificationMessages.redirectUrl);

/** What an operator sends to notify one user (`npm run admin -- notify`). */
export const operatorNotificationCreateSchema = z
  .object({
    email: emailSchema('Email'),
    title: z.string().trim().min(1, NotificationMessages.titleRequired).max(200),
    description: z.string().trim().max(2000).default(''),
    redirect_url: redirectUrlSchema.nullish(),
    labels: z.array(z.string().trim().min(1).max(50)).max(10).default([]),
  })
  .meta({ id: 'OperatorNotificationCreate' });
export type OperatorNotificationCreate = z.infer<typeof operatorNotificationCreateSchema>;

/** What the operator call answers: the notification as its user sees it, and whose it is. */
export const operatorNotificationSchema = notificationSchema
  .extend({ user_id: z.number().int() })
  .meta({ id: 'OperatorNotification' });
export type OperatorNotification = z.infer<typeof operatorNotificationSchema>;
