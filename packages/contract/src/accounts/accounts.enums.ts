/**
 * Accounts and the people on them (spec 1 §3, spec 2 §3-§6), and the parts of an account's
 * setup still to fill in. Each is a const object whose values are the wire strings.
 */
import type { ValueOf } from '../value-of.js';

export const AccountType = {
  individual: 'individual',
  joint: 'joint',
  smsf: 'smsf',
  trust: 'trust',
  company: 'company',
} as const;
export type AccountType = ValueOf<typeof AccountType>;

export const ClientType = { individual: 'individual', corporate: 'corporate' } as const;
export type ClientType = ValueOf<typeof ClientType>;

/** Who holds the trustee office of an SMSF or a trust: a person or a company. */
export const TrusteeType = { individual: 'individual', corporate: 'corporate' } as const;
export type TrusteeType = ValueOf<typeof TrusteeType>;

/** Roles a beneficial owner can be given (spec 1 §3, spec 2 §6). */
export const CompanyRoleType = {
  beneficial_owner: 'beneficial_owner',
  controller: 'controller',
  decision_maker: 'decision_maker',
} as const;
export type CompanyRoleType = ValueOf<typeof CompanyRoleType>;

/** Role keys of a person on an account: the company roles plus `contact` (joint flow, extra trustees). */
export const AccountMemberRole = { ...CompanyRoleType, contact: 'contact' } as const;
export type AccountMemberRole = ValueOf<typeof AccountMemberRole>;

/** What a secondary person is called, by account type and trustee (spec 2 §6). */
export const SecondaryUserTitle = { director: 'director', trustee: 'trustee', member: 'member' } as const;
export type SecondaryUserTitle = ValueOf<typeof SecondaryUserTitle>;

export const AccountStatus = {
  pending: 'pending',
  awaiting_secondary_users: 'awaiting_secondary_users',
  awaiting_activation: 'awaiting_activation',
  active: 'active',
  inactive: 'inactive',
} as const;
export type AccountStatus = ValueOf<typeof AccountStatus>;

/** Account-details form: set up a new account or apply with an existing one. */
export const AccountFlowType = { new: 'new', existing: 'existing' } as const;
export type AccountFlowType = ValueOf<typeof AccountFlowType>;

/** Keys of the account parts still to fill in; the fill-in task shows the form of the first one. */
export const UnfilledAccountField = {
  individual_tax: 'individual_tax',
  secondary_users: 'secondary_users',
  beneficial_owners: 'beneficial_owners',
  directors: 'directors',
  corporate_account_details: 'corporate_account_details',
  trust: 'trust',
  trustee_details: 'trustee_details',
  corporate_tax: 'corporate_tax',
  deed_attachments: 'deed_attachments',
  certificates: 'certificates',
  signing_authority: 'signing_authority',
  bank_accounts: 'bank_accounts',
  portfolio_application: 'portfolio_application',
  ongoing_ips: 'ongoing_ips',
} as const;
export type UnfilledAccountField = ValueOf<typeof UnfilledAccountField>;

/** Values of the `step` query of the per-account registration-steps call. */
export const AccountRegistrationStep = {
  bank_account: 'bank_account',
  beneficial_owners: 'beneficial_owners',
  corporate_trustee_details: 'corporate_trustee_details',
  trust_details: 'trust_details',
  portfolio_application: 'portfolio_application',
  individuals: 'individuals',
  signing_authority: 'signing_authority',
} as const;
export type AccountRegistrationStep = ValueOf<typeof AccountRegistrationStep>;
