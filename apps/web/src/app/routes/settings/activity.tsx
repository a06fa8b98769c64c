import { ActivityList } from '../../../features/settings/components/activity-list';

/** /account/activity/ (document 1 §2): the user's own activity. */
export function ActivityRoute() {
  return <ActivityList />;
}
