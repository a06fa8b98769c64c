import { NotificationForm } from '../../../features/back-office-notifications/components/notification-form';

/** /back-office/notifications/: a notification to one user, an account's members or everyone, previewed first. */
export function NotificationsRoute() {
  return <NotificationForm />;
}
