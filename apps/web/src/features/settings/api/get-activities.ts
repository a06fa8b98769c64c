import { userActivityPageSchema, type UserActivityPage } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';

export type ActivitiesPageQuery = { page: number; pageSize: number };

/** GET /profiles/activities/?page=&page_size= -> the user's own activity, newest first. */
export function getActivities({ page, pageSize }: ActivitiesPageQuery): Promise<UserActivityPage> {
  return api.get('/profiles/activities/', { params: { page, page_size: pageSize }, schema: userActivityPageSchema });
}

/** Under the profile's key: a change saved anywhere (which the server records) refreshes the list. */
export function activitiesQueryOptions(query: ActivitiesPageQuery) {
  return queryOptions({
    queryKey: [...PROFILE_QUERY_ROOT, 'activities', query.page, query.pageSize],
    queryFn: () => getActivities(query),
  });
}

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useActivities(query: ActivitiesPageQuery) {
  return useQuery({ ...activitiesQueryOptions(query), placeholderData: keepPreviousData });
}
