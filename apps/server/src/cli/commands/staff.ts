import { StaffRole } from '@portal/contract';
import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';

const ROLES = Object.values(StaffRole);

/** Staff users and their roles: `staff role E operator` makes E staff; `none` makes them not staff. */
export const staffCommand: AdminCommand = {
  name: 'staff',
  usage: ['staff list', `staff role EMAIL ${ROLES.join('|')}|none`],
  async run([action, ...args]) {
    if (action === 'list' && args.length === 0) return call('GET', '/staff/');
    if (action === 'role' && args.length === 2) {
      const [email, role] = args as [string, string];
      if (role !== 'none' && !(ROLES as string[]).includes(role))
        throw new UsageError(`The role is one of ${ROLES.join(', ')}, or none.`);
      // Field errors name the arguments, not options: `EMAIL: No user has this e-mail address.`
      return call('POST', '/staff/role/', { email, role: role === 'none' ? null : role }, (field) =>
        field.toUpperCase(),
      );
    }
    throw new UsageError();
  },
};
