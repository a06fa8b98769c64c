/**
 * Enumerations of the three documents. Each is a const object (for code) whose values are the
 * wire strings; `z.enum(X)` accepts the object directly. Where the documents name a value but not
 * its wire spelling, the spelling here is ours and says so.
 */
type ValueOf<T> = T[keyof T];

export const ProductKey = { ipm: 'ipm', icf: 'icf', viv: 'viv' } as const;
export type ProductKey = (typeof ProductKey)[keyof typeof ProductKey];

// ---------------------------------------------------------------------------------------------
// Accounts and the people on them (spec 1 §3, spec 2 §3-§6)

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

/** Wire spellings are ours: the documents name the options only by their labels. */
export const SigningAuthorityOption = { any: 'any', all: 'all', advanced: 'advanced' } as const;
export type SigningAuthorityOption = ValueOf<typeof SigningAuthorityOption>;

export const SigningAuthorityOptionLabel = {
  any: 'Any applicant to sign',
  all: 'All applicants to sign',
  advanced: 'Advanced settings',
} as const satisfies Record<SigningAuthorityOption, string>;

/** Wire spellings are ours, as above. */
export const AdvancedSigningOption = {
  minimum_signatures: 'minimum_signatures',
  specific_members: 'specific_members',
} as const;
export type AdvancedSigningOption = ValueOf<typeof AdvancedSigningOption>;

export const AdvancedSigningOptionLabel = {
  minimum_signatures: 'Minimum number of signatures',
  specific_members: 'Signatures of specific members of the account',
} as const satisfies Record<AdvancedSigningOption, string>;

// ---------------------------------------------------------------------------------------------
// API versions (spec 1 §3): some calls carry a version header.

export const ApiVersion = { v1: '1.0', v2: '2.0', v3: '3.0', v4: '4.0' } as const;
export type ApiVersion = ValueOf<typeof ApiVersion>;

// ---------------------------------------------------------------------------------------------
// Registration and onboarding (spec 1 §4, spec 2 §4)

export const RegistrationInviteStep = {
  expired: 'expired',
  account_create: 'account_create',
  account_fake_create: 'account_fake_create',
  account_activate: 'account_activate',
  enter_code: 'enter_code',
  welcome: 'welcome',
  login: 'login',
  sign_up: 'sign_up',
  confirm_phone_number: 'confirm_phone_number',
  personal_details: 'personal_details',
  secondary_verification_document: 'secondary_verification_document',
  contact_details: 'contact_details',
  additional_details: 'additional_details',
} as const;
export type RegistrationInviteStep = ValueOf<typeof RegistrationInviteStep>;

export const SecondaryInviteStep = {
  expired: 'expired',
  welcome: 'welcome',
  password_reset: 'password_reset',
  confirm_phone_number: 'confirm_phone_number',
  activation: 'activation',
  fill_individual_tax: 'fill_individual_tax',
  personal_details: 'personal_details',
  secondary_verification_document: 'secondary_verification_document',
  contact_details: 'contact_details',
  additional_details: 'additional_details',
  ready_for_acceptance: 'ready_for_acceptance',
  completed: 'completed',
} as const;
export type SecondaryInviteStep = ValueOf<typeof SecondaryInviteStep>;

/** The profile-level registration steps, filled in this order. */
export const ProfileRegistrationStep = {
  personal_details: 'personal_details',
  contact_details: 'contact_details',
  additional_details: 'additional_details',
} as const;
export type ProfileRegistrationStep = ValueOf<typeof ProfileRegistrationStep>;

/** Onboarding tasks after registration, also called application (activation) steps. */
export const OnboardingTask = {
  activate_account: 'activate_account',
  fill_in_missing_details: 'fill_in_missing_details',
  loan_note_not_created: 'loan_note_not_created',
  finish_loan_note_application: 'finish_loan_note_application',
  submit_investment_policy_statement: 'submit_investment_policy_statement',
  sign_investment_policy_statement: 'sign_investment_policy_statement',
} as const;
export type OnboardingTask = ValueOf<typeof OnboardingTask>;

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

// ---------------------------------------------------------------------------------------------
// Identity (spec 1 §3, §5)

export const VerificationDocumentType = {
  passport: 'passport',
  driver_licence: 'driver_licence',
  medicare_card: 'medicare_card',
} as const;
export type VerificationDocumentType = ValueOf<typeof VerificationDocumentType>;

/** The primary document is a driver licence or a passport; Medicare is offered only as secondary. */
export const PRIMARY_VERIFICATION_DOCUMENT_TYPES = [
  VerificationDocumentType.driver_licence,
  VerificationDocumentType.passport,
] as const;

export const MedicareCardColour = { green: 'green', blue: 'blue', yellow: 'yellow' } as const;
export type MedicareCardColour = ValueOf<typeof MedicareCardColour>;

// ---------------------------------------------------------------------------------------------
// Channels and notifications (spec 1 §3-§4, spec 3 §3-§4)

/** Contact channel of a contact detail. */
export const ContactChannel = { phone: 'phone', sms: 'sms', email: 'email' } as const;
export type ContactChannel = ValueOf<typeof ContactChannel>;

/** Channels a two-factor code can be sent over. */
export const TwoFactorChannel = { sms: 'sms', email: 'email' } as const;
export type TwoFactorChannel = ValueOf<typeof TwoFactorChannel>;

/** How an e-mail change is confirmed; the profile calls send 'link' (spec 1 §7). */
export const EmailConfirmationType = { link: 'link', code: 'code' } as const;
export type EmailConfirmationType = ValueOf<typeof EmailConfirmationType>;

export const NotificationStatus = { new: 'new', read: 'read' } as const;
export type NotificationStatus = ValueOf<typeof NotificationStatus>;

// ---------------------------------------------------------------------------------------------
// Portfolio application and investment policy statement (spec 1 §3, spec 2 §3-§5)

export const PortfolioStatus = {
  active: 'active',
  draft: 'draft',
  awaiting_signature: 'awaiting_signature',
  portfolio_manager_review: 'portfolio_manager_review',
} as const;
export type PortfolioStatus = ValueOf<typeof PortfolioStatus>;

/** An IPS moves through the same statuses as a portfolio. */
export const IpsStatus = PortfolioStatus;
export type IpsStatus = PortfolioStatus;

export const IpsWizardStep = {
  booklet: 'booklet',
  asset_allocation: 'asset_allocation',
  customisation: 'customisation',
  gearing: 'gearing',
  done: 'done',
} as const;
export type IpsWizardStep = ValueOf<typeof IpsWizardStep>;

export const RestrictionType = {
  do_not_sell: 'do_not_sell',
  do_not_buy: 'do_not_buy',
  do_not_hold: 'do_not_hold',
} as const;
export type RestrictionType = ValueOf<typeof RestrictionType>;

/** Funding types of a portfolio application, each with its amount field. */
export const FundingType = { funds_transfer: 'funds_transfer', asset_transfer: 'asset_transfer' } as const;
export type FundingType = ValueOf<typeof FundingType>;

export const InvestmentPeriod = {
  private_portfolio_manager_discretion: 'private_portfolio_manager_discretion',
  other: 'other',
} as const;
export type InvestmentPeriod = ValueOf<typeof InvestmentPeriod>;

export const DEFAULT_ACCOUNTING_METHOD = 'minimise_gain';

export const FrankingCreditsEligibility = { eligible: 'eligible', not_eligible: 'not_eligible' } as const;
export type FrankingCreditsEligibility = ValueOf<typeof FrankingCreditsEligibility>;

/** Interest payment frequency: 48-hour notes pay monthly, others quarterly (spec 2 §9). */
export const Frequency = { monthly: 'monthly', quarterly: 'quarterly' } as const;
export type Frequency = ValueOf<typeof Frequency>;

// ---------------------------------------------------------------------------------------------
// Bank accounts and change requests (spec 2 §3-§4)

/** A bank account carries one change request of each kind: verify (add), edit, delete. */
export const BankChangeRequestKind = { verify: 'verify', edit: 'edit', delete: 'delete' } as const;
export type BankChangeRequestKind = ValueOf<typeof BankChangeRequestKind>;

/**
 * The documents name only `pending`; the outcomes follow from the actions they describe
 * (another member confirms or declines, the initiator cancels).
 */
export const ChangeRequestStatus = {
  pending: 'pending',
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
} as const;
export type ChangeRequestStatus = ValueOf<typeof ChangeRequestStatus>;

/** Events the e-signature provider reports on return (spec 2 §4). */
export const SignResultEvent = {
  signing_complete: 'signing_complete',
  decline: 'decline',
  cancel: 'cancel',
  viewing_complete: 'viewing_complete',
  ttl_expired: 'ttl_expired',
  session_timeout: 'session_timeout',
} as const;
export type SignResultEvent = ValueOf<typeof SignResultEvent>;

// ---------------------------------------------------------------------------------------------
// Dashboard (spec 3 §2-§4)

export const DashboardPeriod = {
  current_financial_year: 'current_financial_year',
  previous_financial_year: 'previous_financial_year',
  twelve_months: 'twelve_months',
} as const;
export type DashboardPeriod = ValueOf<typeof DashboardPeriod>;

export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = DashboardPeriod.twelve_months;

/** The period choice as the filter panel lists it (spec 3 §2.2). */
export const DashboardPeriodLabel = {
  previous_financial_year: 'Previous financial year',
  current_financial_year: 'Current financial year',
  twelve_months: 'Twelve months back',
} as const satisfies Record<DashboardPeriod, string>;

/** The cards of the dashboard grid, in their order on the page. */
export const DashboardCard = {
  total_asset_value: 'total_asset_value',
  return_summary: 'return_summary',
  capital_performance: 'capital_performance',
  income: 'income',
  capital_movements: 'capital_movements',
  asset_allocation: 'asset_allocation',
  investments: 'investments',
} as const;
export type DashboardCard = ValueOf<typeof DashboardCard>;

export const DASHBOARD_CARD_ORDER: readonly DashboardCard[] = Object.values(DashboardCard);

/**
 * Filter choices of the three bar-chart cards. `total` shows every series and is what a card
 * resets to when it is minimised.
 */
export const ReturnSummaryFilter = {
  total: 'total',
  income_return: 'income_return',
  capital_return: 'capital_return',
  fee: 'fee',
  total_return: 'total_return',
} as const;
export type ReturnSummaryFilter = ValueOf<typeof ReturnSummaryFilter>;

export const ReturnSummaryFilterLabel = {
  total: 'Total',
  income_return: 'Income return',
  capital_return: 'Capital return',
  fee: 'Fees',
  total_return: 'Total return',
} as const satisfies Record<ReturnSummaryFilter, string>;

export const CapitalPerformanceFilter = {
  total: 'total',
  unrealised: 'unrealised',
  realised: 'realised',
  options_bought: 'options_bought',
  capital_return: 'capital_return',
} as const;
export type CapitalPerformanceFilter = ValueOf<typeof CapitalPerformanceFilter>;

export const CapitalPerformanceFilterLabel = {
  total: 'Total',
  unrealised: 'Unrealised',
  realised: 'Realised',
  options_bought: 'Options bought',
  capital_return: 'Capital return',
} as const satisfies Record<CapitalPerformanceFilter, string>;

export const IncomeFilter = {
  total: 'total',
  premiums_received: 'premiums_received',
  dividends: 'dividends',
  franking_credits: 'franking_credits',
  other_income: 'other_income',
} as const;
export type IncomeFilter = ValueOf<typeof IncomeFilter>;

export const IncomeFilterLabel = {
  total: 'Total',
  premiums_received: 'Premiums received',
  dividends: 'Dividends',
  franking_credits: 'Franking credits',
  other_income: 'Other income',
} as const satisfies Record<IncomeFilter, string>;

// ---------------------------------------------------------------------------------------------
// Reports and rebalance (spec 3 §2.8-§2.10, §4)

export const GeneratedReportStatus = { pending: 'pending', ready: 'ready', failed: 'failed' } as const;
export type GeneratedReportStatus = ValueOf<typeof GeneratedReportStatus>;

/** Period choice of the report generator. Wire spellings are ours. */
export const ReportPeriodKind = { custom: 'custom', financial_year: 'financial_year' } as const;
export type ReportPeriodKind = ValueOf<typeof ReportPeriodKind>;

export const RebalanceType = { taa: 'taa', model_portfolio: 'model_portfolio' } as const;
export type RebalanceType = ValueOf<typeof RebalanceType>;

export const RebalanceStatus = { complete: 'complete', in_progress: 'in_progress', cancelled: 'cancelled' } as const;
export type RebalanceStatus = ValueOf<typeof RebalanceStatus>;

/** Chip colour of each rebalance status, in the palette names MUI chips take. */
export const RebalanceStatusChipColour = {
  complete: 'success',
  in_progress: 'warning',
  cancelled: 'error',
} as const satisfies Record<RebalanceStatus, 'success' | 'warning' | 'error'>;
export type RebalanceStatusChipColour = ValueOf<typeof RebalanceStatusChipColour>;

// ---------------------------------------------------------------------------------------------
// Advisor and meetings (spec 3 §2.7, §5)

export const PreferredTime = { morning: 'morning', afternoon: 'afternoon' } as const;
export type PreferredTime = ValueOf<typeof PreferredTime>;

export const PreferredTimeLabel = {
  morning: 'Morning',
  afternoon: 'Afternoon',
} as const satisfies Record<PreferredTime, string>;

// ---------------------------------------------------------------------------------------------
// Presentation (spec 1 §9, spec 3 §9)

export const LoaderSize = { xs: 'xs', sm: 'sm', md: 'md' } as const;
export type LoaderSize = ValueOf<typeof LoaderSize>;

export const Browser = { chrome: 'chrome', firefox: 'firefox', safari: 'safari', edge: 'edge' } as const;
export type Browser = ValueOf<typeof Browser>;
