import { ActivityList } from '../../../features/account/components/activity-list';

/** /account/activity/ (document 1 §2): the user's own activity. */
export function ActivityRoute() {
  return <ActivityList />;
}
