import type {
  ColorSchema,
  CurrentApplication,
  ManagedUserIndividualInfo,
  Profile,
  RegistrationInvite,
  SecondaryInvite,
  SessionConfiguration,
} from '@portal/contract';

/** A tenant with readable colours; tests override what they are about. */
export function testTenant(
  overrides: { name?: string; color_schema?: Partial<ColorSchema>; modules?: string[] } = {},
): CurrentApplication {
  return {
    id: 1,
    product_key: 'ipm',
    configuration: {
      name: overrides.name ?? 'Harbour Private Wealth',
      logo: '/brands/ipm/logo.svg',
      favicon: '/brands/ipm/favicon.svg',
      color_schema: {
        primary: '#0b3d91',
        primary_text: '#ffffff',
        secondary: '#6b2c91',
        secondary_text: '#ffffff',
        background: '#f6f7f9',
        surface: '#ffffff',
        text: '#1c1c1c',
        ...overrides.color_schema,
      },
      support_email: 'support@example.com',
      modules: overrides.modules ?? [
        'dashboard',
        'documents',
        'reports',
        'rebalance',
        'advisor',
        'accounts',
        'products',
        'notifications',
      ],
      settings: {
        loan_note_minimum_cents: 1_000_000,
        at_call_loan_note_minimum_cents: 100,
        portfolio_minimum_cents: 50_000_000,
        resend_verification_code_timeout: 60,
        session_expire_after: 900,
        session_expire_warning_after: 780,
        two_factor_for_sensitive_writes: true,
      },
    },
  };
}

/** The profile the login answer carries; tests override what they are about. */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 7,
    is_staff: false,
    staff_role: null,
    email: 'investor@example.com',
    phone_number: '0412345678',
    first_name: 'Ivy',
    last_name: 'Investor',
    verified_status: 'verified',
    email_verified: true,
    selected_account_id: null,
    registration_invite_uuid: null,
    force_activate_secondary_user_invite_token: null,
    force_password_change: false,
    force_filling_missing_personal_details: false,
    requires_secondary_document: false,
    marketing_opt_out: false,
    login_two_factor_auth_enabled: false,
    account_two_factor_auth_enabled: false,
    roles: [],
    managed_user_individual_info: null,
    personal_detail: null,
    contact_detail: null,
    additional_detail: null,
    advisors: [],
    activities: [],
    notification_settings: [],
    ...overrides,
  };
}

/** The client a staff member acts for, as the profile describes them; nothing entered unless told. */
export function testManagedUser(overrides: Partial<ManagedUserIndividualInfo> = {}): ManagedUserIndividualInfo {
  return {
    user_id: 42,
    email: 'chris.client@example.com',
    first_name: 'Chris',
    last_name: 'Client',
    verified_status: 'not_verified',
    force_filling_missing_personal_details: true,
    requires_secondary_document: false,
    missing_step: 'personal_details',
    ...overrides,
  };
}

/** Idle timings as the server sends them (the defaults of a tenant). */
export function testSessionConfiguration(overrides: Partial<SessionConfiguration> = {}): SessionConfiguration {
  return {
    resendVerificationCodeTimeout: 60,
    session_expire_after: 900,
    session_expire_warning_after: 780,
    ...overrides,
  };
}

/** A registration invitation as GET /auth/registration-invites/{uuid}/ answers; at 'welcome' unless told. */
export function testInvite(overrides: Partial<RegistrationInvite> = {}): RegistrationInvite {
  return {
    uuid: '5d0c6f9e-2c1b-4e8a-9b7d-3f1e2a4c6b80',
    token: '5d0c6f9e-2c1b-4e8a-9b7d-3f1e2a4c6b80',
    email: 'new.investor@example.com',
    phone_number: '0400000001',
    code: null,
    account: null,
    account_id: null,
    registration_step: 'welcome',
    account_type: 'individual',
    account_name: null,
    application: { name: 'Harbour Private Wealth', product_key: 'ipm', url_address: 'http://localhost:3000' },
    is_fake_creation_case: false,
    is_activated_in_target_application: false,
    is_setting_primary_case: false,
    activation_object: null,
    user_created: false,
    email_verified: false,
    phone_verified: false,
    ...overrides,
  };
}

/** A secondary invitation as GET /auth/secondary-users-invites/{token}/ answers; at 'welcome' unless told. */
export function testSecondaryInvite(overrides: Partial<SecondaryInvite> = {}): SecondaryInvite {
  return {
    uuid: '8a4f1c2e-7b3d-4e9a-8c5f-1d2e3f4a5b6c',
    step: 'welcome',
    email: 'joint.holder@example.com',
    phone_number: '0400000002',
    first_name: 'Jordan',
    last_name: 'Holder',
    role: 'member',
    account_type: 'joint',
    account_name: 'Demo Joint Account',
    primary_user_full_name: 'Olivia Bennett',
    application: { name: 'Harbour Private Wealth', product_key: 'ipm', url_address: 'http://localhost:3000' },
    existing_user: false,
    terms_accepted: false,
    ...overrides,
  };
}
