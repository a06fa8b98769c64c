import type { ActivitiesQuery, UserActivity, UserActivityPage, UserActivityType } from '@portal/contract';
import type { ActivityClient } from '../../plugins/app/request-client.js';
import type { Database } from '../../db/client.js';
import type { UserActivityRow } from '../../db/schema/index.js';
import { countActivities, insertActivity, listActivities } from './activities.repository.js';

export interface ActivityEntry extends ActivityClient {
  userId: number;
  type: UserActivityType;
  description: string;
}

/**
 * Writes one line of a user's activity list. Any module may call it after a change the user
 * should be able to recognise later (a sign-in, a changed password, e-mail, phone or address).
 */
export async function recordActivity(db: Database, entry: ActivityEntry): Promise<void> {
  await insertActivity(db, {
    userId: entry.userId,
    activityType: entry.type,
    description: entry.description,
    ipAddress: entry.ip,
    // Headers are the client's to choose: keep a row small whatever it sends.
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
  });
}

/** The newest `limit` activities in the wire shape (the profile's `activities`). */
export async function recentActivities(db: Database, userId: number, limit = 10): Promise<UserActivity[]> {
  return (await listActivities(db, userId, limit)).map(toWire);
}

/** One page of the user's own activities, newest first; `url` is the request's, for next/previous. */
export async function activitiesPage(
  db: Database,
  userId: number,
  query: ActivitiesQuery,
  url: string,
): Promise<UserActivityPage> {
  const { page, page_size: size } = query;
  const [total, rows] = await Promise.all([
    countActivities(db, userId),
    listActivities(db, userId, size, (page - 1) * size),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / size));
  return {
    count: total,
    next: page * size < total ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, Math.min(page - 1, lastPage)) : null,
    results: rows.map(toWire),
  };
}

function toWire(row: UserActivityRow): UserActivity {
  return {
    id: row.id,
    activity_type: row.activityType,
    description: row.description,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    created: row.createdAt.toISOString(),
  };
}

function pageLink(url: string, page: number): string {
  const [path, search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}
