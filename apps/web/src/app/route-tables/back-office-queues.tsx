import type { RouteObject } from 'react-router';

/**
 * The back office's queue screens (change requests, redemptions, audit trail), children of the
 * back-office layout beside the dashboard. Filled by the queues' own work (issue #23 item 2).
 */
export const backOfficeQueueRoutes: RouteObject[] = [];
