/**
 * In-app notifications and their settings (spec 1 §4, spec 3 §2.11). `notificationSpecMessages`
 * is this domain's part of `Messages`; the others are ours: the documents state the rules
 * without quoting a message.
 */
export const notificationSpecMessages = {
  noNotifications: "You don't have any notifications yet",
} as const;

/** What the operator's notify call is told. */
export const NotificationMessages = {
  unknownEmail: 'No user has this e-mail address.',
  titleRequired: 'A title is required.',
  redirectUrl: 'Must be a path in the portal (starting with /) or an http(s) address.',
  accountRequired: 'Give the account’s id.',
  unknownAccount: 'No account has this id.',
  confirmCountRequired: 'Preview the notification first: sending to everyone needs the count the preview showed.',
  /** A preview gone stale: the send would reach another number of people than staff were shown. */
  audienceChanged: (shown: number, now: number) =>
    `The preview showed ${shown} ${shown === 1 ? 'recipient' : 'recipients'}, but it would now reach ${now}. Preview it again before sending.`,
  noRecipients: 'Nobody would receive this notification.',
} as const;

export const NotificationSettingMessages = {
  requiredChannel: (title: string) => `${title} is required: keep e-mail, SMS or both.`,
  unknownSetting: 'There is no such notification setting.',
  duplicateSetting: 'This notification setting is listed more than once.',
} as const;
