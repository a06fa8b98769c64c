/** Every reports query sits under this key: a realtime update or a new report refreshes them all. */
export const REPORTS_QUERY_ROOT = ['reports'] as const;
