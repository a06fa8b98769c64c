/**
 * How the account screens name an account's type, trustee, status and missing parts (spec 2 §3
 * type_display, trustee_display, status_display). The server sends the same words, so a list and
 * a detail never disagree.
 */
import {
  AccountStatus,
  UnfilledAccountField,
  type AccountType,
  type SecondaryUserTitle,
  type TrusteeType,
} from './accounts.enums.js';
import type { StatusDisplay } from './accounts.schemas.js';

export const AccountTypeLabel = {
  individual: 'Individual',
  joint: 'Joint',
  company: 'Company',
  trust: 'Trust',
  smsf: 'SMSF',
} as const satisfies Record<AccountType, string>;

export const TrusteeTypeLabel = {
  individual: 'Individual trustee',
  corporate: 'Corporate trustee',
} as const satisfies Record<TrusteeType, string>;

/** Ours: the documents name the statuses and an "awaiting activation" tag, not their styles. */
export const AccountStatusDisplay = {
  [AccountStatus.pending]: { style: 'warning', display_name: 'Pending' },
  [AccountStatus.awaiting_secondary_users]: { style: 'info', display_name: 'Awaiting secondary users' },
  [AccountStatus.awaiting_activation]: { style: 'info', display_name: 'Awaiting activation' },
  [AccountStatus.active]: { style: 'success', display_name: 'Active' },
  [AccountStatus.inactive]: { style: 'default', display_name: 'Inactive' },
} as const satisfies Record<AccountStatus, StatusDisplay>;

/** The parts of an account still to fill in, as a sentence names them. */
export const UnfilledAccountFieldLabel = {
  [UnfilledAccountField.individual_tax]: 'individual tax details',
  [UnfilledAccountField.secondary_users]: 'secondary users',
  [UnfilledAccountField.beneficial_owners]: 'beneficial owners',
  [UnfilledAccountField.directors]: 'directors',
  [UnfilledAccountField.corporate_account_details]: 'company details',
  [UnfilledAccountField.trust]: 'trust details',
  [UnfilledAccountField.trustee_details]: 'trustee details',
  [UnfilledAccountField.corporate_tax]: 'corporate tax details',
  [UnfilledAccountField.deed_attachments]: 'trust deeds',
  [UnfilledAccountField.certificates]: 'certificates',
  [UnfilledAccountField.signing_authority]: 'signing authority',
  [UnfilledAccountField.bank_accounts]: 'bank account',
  [UnfilledAccountField.portfolio_application]: 'portfolio application',
  [UnfilledAccountField.ongoing_ips]: 'investment policy statement',
} as const satisfies Record<UnfilledAccountField, string>;

/** Ours: what a secondary person is called on the screens (spec 2 §6 titles), one of them. */
export const SecondaryUserTitleLabel = {
  director: 'Director',
  trustee: 'Trustee',
  member: 'Joint holder',
} as const satisfies Record<SecondaryUserTitle, string>;

/** Ours: the people forms' headings by title (spec 2 §2 Secondary users, Set up directors, Trustee details). */
export const SecondaryUsersFormTitle = {
  director: 'Set up directors',
  trustee: 'Trustee details',
  member: 'Secondary users',
} as const satisfies Record<SecondaryUserTitle, string>;

/** Ours: a person's fields on the people forms (spec 2 §2: first name, last name, mobile phone, email). */
export const PersonFieldLabels = {
  first_name: 'First name',
  last_name: 'Last name',
  phone_number: 'Mobile phone',
  email: 'Email',
  role: 'Role',
} as const;
