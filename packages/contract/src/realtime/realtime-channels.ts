/** The realtime channels a user may subscribe to, one of each per user (spec 3 §7). */

export function inAppNotificationsChannel(userId: number | string): string {
  return `inapp#${userId}`;
}

export function reportsChannel(userId: number | string): string {
  return `reports#${userId}`;
}
