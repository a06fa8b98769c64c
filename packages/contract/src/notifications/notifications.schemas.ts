import { MAX_RECORD_ID, recordIdSchema } from '../fields/record-id.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
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

/** Who an operator's notification goes to. */
export const NotificationAudience = { user: 'user', account: 'account', everyone: 'everyone' } as const;
export type NotificationAudience = (typeof NotificationAudience)[keyof typeof NotificationAudience];

export const NotificationAudienceLabels: Record<NotificationAudience, string> = {
  user: 'One user (by e-mail)',
  account: 'An account’s members',
  everyone: 'Everyone',
};

/** How many recipients a preview (and a send's answer) names; the count covers them all. */
export const NOTIFICATION_PREVIEW_RECIPIENTS = 20;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_DESCRIPTION_MAX = 2000;

const notificationContent = {
  title: z
    .string({ error: NotificationMessages.titleRequired })
    .trim()
    .min(1, NotificationMessages.titleRequired)
    .max(NOTIFICATION_TITLE_MAX, fieldSpecMessages.maxLength(NOTIFICATION_TITLE_MAX)),
  description: z
    .string()
    .trim()
    .max(NOTIFICATION_DESCRIPTION_MAX, fieldSpecMessages.maxLength(NOTIFICATION_DESCRIPTION_MAX))
    .default(''),
  redirect_url: redirectUrlSchema.nullish(),
  labels: z.array(z.string().trim().min(1).max(50)).max(10).default([]),
};

/**
 * What an operator sends (`npm run admin -- notify`, the back office's Notifications page) and
 * previews: one user by e-mail (the default audience), an account's members, or everyone (every
 * active user). Everyone needs `confirm_count`, the count the preview showed: a send that would
 * reach a different number of people is refused (409), so a bulk send never goes further than
 * staff were shown.
 */
export const operatorNotificationCreateSchema = z
  .discriminatedUnion('audience', [
    z.object({
      audience: z.literal(NotificationAudience.user).default(NotificationAudience.user),
      email: emailSchema('Email'),
      ...notificationContent,
    }),
    z.object({
      audience: z.literal(NotificationAudience.account),
      account: z
        .number({ error: NotificationMessages.accountRequired })
        .int(NotificationMessages.accountRequired)
        .positive(NotificationMessages.accountRequired)
        .max(MAX_RECORD_ID, NotificationMessages.accountRequired),
      ...notificationContent,
    }),
    z.object({
      audience: z.literal(NotificationAudience.everyone),
      /** Absent in a preview; required to send. */
      confirm_count: z
        .number({ error: NotificationMessages.confirmCountRequired })
        .int()
        .min(0)
        .max(MAX_RECORD_ID)
        .optional(),
      ...notificationContent,
    }),
  ])
  .meta({ id: 'OperatorNotificationCreate' });
export type OperatorNotificationCreate = z.infer<typeof operatorNotificationCreateSchema>;
export type OperatorNotificationCreateInput = z.input<typeof operatorNotificationCreateSchema>;

/**
 * The back office's notification form: every audience's field present (the account's number typed
 * as text), only the chosen audience's checked; `notificationBodyOf` makes the route's body.
 */
export const operatorNotificationFormSchema = z
  .object({
    audience: z.enum(NotificationAudience),
    email: z.string().trim().max(254),
    account: z.string().trim().max(10),
    title: notificationContent.title,
    description: notificationContent.description,
  })
  .superRefine((form, ctx) => {
    if (form.audience === NotificationAudience.user) {
      const email = emailSchema('Email').safeParse(form.email);
      if (!email.success)
        ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]?.message ?? 'Email' });
    }
    if (form.audience === NotificationAudience.account && !/^[1-9]\d{0,9}$/.test(form.account))
      ctx.addIssue({ code: 'custom', path: ['account'], message: NotificationMessages.accountRequired });
  });
export type OperatorNotificationForm = z.input<typeof operatorNotificationFormSchema>;

/** The route's body for the form's values (everyone's `confirm_count` is added when sending). */
export function notificationBodyOf(
  form: z.output<typeof operatorNotificationFormSchema>,
): OperatorNotificationCreateInput {
  const content = { title: form.title, description: form.description };
  switch (form.audience) {
    case NotificationAudience.user:
      return { audience: NotificationAudience.user, email: form.email, ...content };
    case NotificationAudience.account:
      return { audience: NotificationAudience.account, account: Number(form.account), ...content };
    case NotificationAudience.everyone:
      return { audience: NotificationAudience.everyone, ...content };
  }
}

/** A person a notification would reach, as the preview names them. */
export const notificationRecipientSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .meta({ id: 'NotificationRecipient' });
export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>;

/** POST /api/operator/notifications/preview/: who would receive it and the text as it will appear; changes nothing. */
export const operatorNotificationPreviewSchema = z
  .object({
    audience: z.enum(NotificationAudience),
    /** Everyone it would reach. */
    count: z.number().int(),
    /** The first of them (at most `NOTIFICATION_PREVIEW_RECIPIENTS`), by name. */
    recipients: z.array(notificationRecipientSchema),
    title: z.string(),
    description: z.string(),
    redirect_url: z.string().nullable(),
  })
  .meta({ id: 'OperatorNotificationPreview' });
export type OperatorNotificationPreview = z.infer<typeof operatorNotificationPreviewSchema>;

/** What the operator call answers: the notification as its user sees it, and whose it is. */
export const operatorNotificationSchema = notificationSchema
  .extend({ user_id: z.number().int() })
  .meta({ id: 'OperatorNotification' });
export type OperatorNotification = z.infer<typeof operatorNotificationSchema>;

/** What sending answers: how many were notified and their notifications (the first `NOTIFICATION_PREVIEW_RECIPIENTS`). */
export const operatorNotificationSentSchema = z
  .object({ count: z.number().int(), notifications: z.array(operatorNotificationSchema) })
  .meta({ id: 'OperatorNotificationSent' });
export type OperatorNotificationSent = z.infer<typeof operatorNotificationSentSchema>;
