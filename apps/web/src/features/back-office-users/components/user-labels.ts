import { formatDateTime, StaffRoleLabel, type OperatorUser } from '@portal/contract';

/** The user's name, or their e-mail address when they gave none (invited, not registered). */
export function userName(user: Pick<OperatorUser, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** Whether sign-in is refused for failed attempts now. */
export function isLocked(user: Pick<OperatorUser, 'locked_until'>, now = Date.now()): boolean {
  return user.locked_until !== null && Date.parse(user.locked_until) > now;
}

/** The user's access in words: Active, or each of Blocked, Locked until …, Must change password. */
export function accessText(user: OperatorUser): string {
  const states = [
    ...(user.blocked ? ['Blocked'] : []),
    ...(isLocked(user) ? [`Locked until ${formatDateTime(user.locked_until!)}`] : []),
    ...(user.force_password_change ? ['Must change password'] : []),
  ];
  return states.length ? states.join(', ') : 'Active';
}

export function staffRoleText(user: Pick<OperatorUser, 'is_staff' | 'staff_role'>): string {
  if (!user.is_staff) return 'Not staff';
  return user.staff_role ? StaffRoleLabel[user.staff_role] : 'Staff, no role yet';
}
