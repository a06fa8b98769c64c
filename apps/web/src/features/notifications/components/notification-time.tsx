import { formatDateTime } from '@portal/contract';

/** 'HH:mm DD MMM YYYY' (spec 3 §2.11), machine-readable too. */
export function NotificationTime({ created }: { created: string }) {
  return <time dateTime={created}>{formatDateTime(created)}</time>;
}
