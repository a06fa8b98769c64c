import { BackOfficeMessages, type OperatorStaffRole, type StaffMember } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { findUserByEmail, updateUser, type SessionsService } from '../auth/index.js';
import { listStaffUsers } from './staff.repository.js';

function toWire(user: UserRow): StaffMember {
  return {
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_staff: user.isStaff,
    role: user.isStaff ? user.staffRole : null,
    login_two_factor_auth_enabled: user.loginTwoFactorAuthEnabled,
  };
}

/** Who the provider's staff are and what role each has (issue #23 item 1). Operator only. */
export class StaffService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsService,
  ) {}

  async list(): Promise<StaffMember[]> {
    return (await listStaffUsers(this.db)).map(toWire);
  }

  /** The person as the staff list shows them, staff or not (the audit trail's before of a role change). */
  async member(email: string): Promise<StaffMember> {
    const user = await findUserByEmail(this.db, email);
    if (!user) throw FieldValidationError.field('email', BackOfficeMessages.noUserWithEmail);
    return toWire(user);
  }

  /**
   * Makes the person staff with `role`, or (`null`) no longer staff. Their sessions see it at once.
   * A role turns their login two-factor on when they have a mobile to receive the code (staff
   * cannot turn it off); without one, the back office sends them to set it up.
   */
  async setRole({ email, role }: OperatorStaffRole): Promise<StaffMember> {
    const user = await findUserByEmail(this.db, email);
    if (!user) throw FieldValidationError.field('email', BackOfficeMessages.noUserWithEmail);
    const change = {
      isStaff: role !== null,
      staffRole: role,
      ...(role !== null && user.phoneNumber ? { loginTwoFactorAuthEnabled: true } : {}),
    };
    await updateUser(this.db, user.id, change);
    await this.sessions.userChanged(user.id);
    return toWire({ ...user, ...change });
  }
}
