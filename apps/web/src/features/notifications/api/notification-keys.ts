/** Root key of every notifications query: a change (a mark, a live notification) invalidates it whole. */
export const NOTIFICATIONS_QUERY_ROOT = ['notifications'] as const;
