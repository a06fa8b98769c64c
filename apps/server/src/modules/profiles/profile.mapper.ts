import { ProfileRole, type Profile } from '@portal/contract';
import type { ProfileSection } from './profile-builder.js';
import type { UserRow } from '../../db/schema/index.js';

/** The wire profile of a user. Later capabilities (details, accounts, roles) fill more fields. */
export function toProfile(user: UserRow): Omit<Profile, ProfileSection> {
  const verified = Boolean(user.emailVerifiedAt && user.phoneVerifiedAt);
  return {
    user_id: user.id,
    is_staff: user.isStaff,
    staff_role: user.isStaff ? user.staffRole : null,
    email: user.email,
    phone_number: user.phoneNumber,
    first_name: user.firstName,
    last_name: user.lastName,
    verified_status: verified ? 'verified' : 'not_verified',
    email_verified: Boolean(user.emailVerifiedAt),
    selected_account_id: null,
    registration_invite_uuid: null,
    force_activate_secondary_user_invite_token: null,
    force_password_change: user.forcePasswordChange,
    force_filling_missing_personal_details: false,
    requires_secondary_document: false,
    marketing_opt_out: user.marketingOptOut,
    login_two_factor_auth_enabled: user.loginTwoFactorAuthEnabled,
    account_two_factor_auth_enabled: user.accountTwoFactorAuthEnabled,
    roles: [user.isStaff ? ProfileRole.staff : user.advisorId !== null ? ProfileRole.advisor : ProfileRole.investor],
    managed_user_individual_info: null,
  };
}
