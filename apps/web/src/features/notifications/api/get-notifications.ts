import { notificationSchema, pageSchema, PageSize, type Notification, type Page } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_ROOT } from './notification-keys';

const notificationPageSchema = pageSchema(notificationSchema);

/** GET /notifications/in-app/?page=&page_size=10 (spec 3 §7), newest first. */
export function getNotifications(page: number): Promise<Page<Notification>> {
  return api.get('/notifications/in-app/', {
    params: { page, page_size: PageSize.notifications },
    schema: notificationPageSchema,
  });
}

export function notificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_ROOT, 'list', page],
    queryFn: () => getNotifications(page),
  });
}

/** Keeps the current page on screen while the next one loads. */
export function useNotifications(page: number) {
  return useQuery({ ...notificationsQueryOptions(page), placeholderData: keepPreviousData });
}
