import type { ValueOf } from '../value-of.js';

/** Whether the user has read an in-app notification (spec 3 §3). */
export const NotificationStatus = { new: 'new', read: 'read' } as const;
export type NotificationStatus = ValueOf<typeof NotificationStatus>;
