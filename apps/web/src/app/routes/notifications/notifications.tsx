import { useSearchParams } from 'react-router';
import { NotificationList } from '../../../features/notifications/components/notification-list';

/** /notifications: the page number lives in the address (?page=2), so Back and a reload keep it. */
export function NotificationsRoute() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return <NotificationList page={page} onPageChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })} />;
}
