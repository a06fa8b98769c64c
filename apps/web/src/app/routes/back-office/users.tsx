import { UsersQueue } from '../../../features/back-office-users/components/users-queue';

/** /back-office/users/: every user, searched, filtered by access (Staff: the staff list) and ordered. */
export function UsersRoute() {
  return <UsersQueue />;
}
