/**
 * Who may call every API operation: one row per operation of the OpenAPI document
 * (`METHOD /api/path/{param}/`, exactly as the document spells it), one column per kind of caller.
 * Data only. `test/app/authorization-matrix.test.ts` calls every operation as every caller and
 * compares the answers with this table; an operation missing here, or a row the document no
 * longer has, fails that test. Adding a route means adding its row.
 *
 * Callers:
 * - `anonymous`: no Authorization header.
 * - `password_only`: an investor who gave the password but not yet the login code.
 * - `owner`: the investor whose objects the test uses for every `{id}` (the demo investor).
 * - `other_investor`: another fully signed-in investor, who shares nothing with the owner.
 * - `staff`: a staff member with the operator role, signed in with the code, without
 *   Managed-User-id (acting for a client is `test/modules/auth/acting-for-client.test.ts`'s subject).
 * - `auditor`, `portfolio_manager`: staff members with those roles (issue #23), signed in likewise.
 * - `operator`: `Authorization: Operator <key>`, the operator API's key.
 * - `secondary_member`: someone else on the owner's accounts (a director, a joint holder, a
 *   trustee) without signing authority on them: they read the account and its parts, and are
 *   refused (403 `account_change_refused`) every change only someone with authority may make; of
 *   the owner's other objects they see nothing (404).
 *
 * Values:
 * - `public`: the operation needs no key and answers every caller alike (the document gives it
 *   `security: []`). A whole row or nothing.
 * - `allow`: access granted. The answer is a 2xx, or a 4xx about the input (400, 404 for an id
 *   that is not the owner's, 409, 413, 415, 429, 403 `action_confirmation_required`), never 401
 *   or another 403; and where the path carries one of the owner's ids, never 404.
 * - `deny`: refused for who the caller is, the status following from the caller:
 *   on /api/operator/ 401 without a key or session, 404 for an investor's session (the routes do
 *   not exist for them), 403 for staff whose role may not make the call; elsewhere 401 for `anonymous` and
 *   `operator` (a user route never takes the operator key), 403 `login_2fa_required` for
 *   `password_only`, 403 for a signed-in user.
 * - `not_found`: the path (or body) carries the owner's object id and this caller answers 404,
 *   exactly as for an id that does not exist, so nobody learns that the object exists (never 403).
 */
export type Expect = 'public' | 'allow' | 'deny' | 'not_found';

export const CALLERS = [
  'anonymous',
  'password_only',
  'owner',
  'other_investor',
  'staff',
  'auditor',
  'portfolio_manager',
  'operator',
  'secondary_member',
] as const;
export type Caller = (typeof CALLERS)[number];

export type Row = Readonly<Record<Caller, Expect>>;
export type OperationName = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'} /api/${string}`;

/** No key needed; the same for everyone. */
const PUBLIC: Row = {
  anonymous: 'public',
  password_only: 'public',
  owner: 'public',
  other_investor: 'public',
  staff: 'public',
  auditor: 'public',
  portfolio_manager: 'public',
  operator: 'public',
  secondary_member: 'public',
};
/** A signed-in user's own data (their lists, their profile): every fully signed-in user. */
const SIGNED_IN: Row = {
  anonymous: 'deny',
  password_only: 'deny',
  owner: 'allow',
  other_investor: 'allow',
  staff: 'allow',
  auditor: 'allow',
  portfolio_manager: 'allow',
  operator: 'deny',
  secondary_member: 'allow',
};
/** The code step, its timers and leaving: also open while the login code is owed. */
const CODE_STEP: Row = { ...SIGNED_IN, password_only: 'allow' };
/** One of the owner's objects by id: anyone else answers 404. */
const OWNER_ONLY: Row = {
  ...SIGNED_IN,
  other_investor: 'not_found',
  staff: 'not_found',
  auditor: 'not_found',
  portfolio_manager: 'not_found',
  secondary_member: 'not_found',
};
/**
 * One of the owner's accounts, or a part of it, read, or the person's own choice on it (their
 * selected account, their own tax): anyone on the account.
 */
const ACCOUNT_MEMBER: Row = { ...OWNER_ONLY, secondary_member: 'allow' };
/** A change to one of the owner's accounts that needs signing authority: refused to someone on it without. */
const ACCOUNT_CHANGE: Row = { ...OWNER_ONLY, secondary_member: 'deny' };
/** Something sent to the owner's e-mail (an invitation): anyone else signed in is refused, 403. */
const INVITED_ONLY: Row = {
  ...SIGNED_IN,
  other_investor: 'deny',
  staff: 'deny',
  auditor: 'deny',
  portfolio_manager: 'deny',
  secondary_member: 'deny',
};
/** What only those who act for clients may do (staff of any role, advisors): investors are refused, 403. */
const ACTS_FOR_CLIENTS: Row = {
  ...SIGNED_IN,
  owner: 'deny',
  other_investor: 'deny',
  secondary_member: 'deny',
};
/**
 * The operator API read: the operator key, or a staff member's session whatever their role (the
 * back office). Investors are answered 404 (the routes do not exist for them).
 */
const OPERATOR_READ: Row = {
  anonymous: 'deny',
  password_only: 'deny',
  owner: 'deny',
  other_investor: 'deny',
  staff: 'allow',
  auditor: 'allow',
  portfolio_manager: 'allow',
  operator: 'allow',
  secondary_member: 'deny',
};
/** An operator-API change: the key, or staff with the operator role (auditors and portfolio managers 403). */
const OPERATOR: Row = { ...OPERATOR_READ, auditor: 'deny', portfolio_manager: 'deny' };
/** A decision that waits for the portfolio manager (approve, decline, settle, issue): they may make it too. */
const PORTFOLIO_MANAGER: Row = { ...OPERATOR, portfolio_manager: 'allow' };

export const AUTHORIZATION_MATRIX: Readonly<Record<OperationName, Row>> = {
  // Health, tenants, reference data and pages.
  'GET /api/health/': PUBLIC,
  'GET /api/company-applications/': PUBLIC,
  'GET /api/company-applications/current-application/': PUBLIC,
  'GET /api/utils/constance-config/': PUBLIC,
  'GET /api/flatpages/': PUBLIC,
  'GET /api/flatpages/{slug}/': PUBLIC,
  'GET /api/flatpages/{target}/alt-detail/': PUBLIC,
  'GET /api/utils/countries/': PUBLIC,
  'GET /api/utils/languages/': PUBLIC,
  'GET /api/utils/au-states/': PUBLIC,
  'GET /api/utils/regions/': PUBLIC,
  'GET /api/utils/regions/austate-mapping/': PUBLIC,
  'GET /api/utils/states-document-info/': PUBLIC,
  'GET /api/profiles/genders/': PUBLIC,
  'GET /api/profiles/name-titles/': PUBLIC,
  'GET /api/profiles/available-secondary-document-types/': PUBLIC,
  'GET /api/profiles/address-search/': PUBLIC,
  'GET /api/utils/cities/': PUBLIC,
  'GET /api/utils/currencies/': PUBLIC,
  'GET /api/utils/financial-years/': PUBLIC,
  'GET /api/utils/frequencies/': PUBLIC,
  'GET /api/utils/frequency-conversions-multipliers/': PUBLIC,
  'GET /api/utils/statuses/': PUBLIC,
  'GET /api/fact-find/repayment-types/': PUBLIC,
  'GET /api/profiles/employment-types/': PUBLIC,
  'GET /api/profiles/health-statuses/': PUBLIC,
  'GET /api/profiles/marital-statuses/': PUBLIC,
  'GET /api/profiles/residency-statuses/': PUBLIC,
  'GET /api/profiles/relationship-types/': PUBLIC,
  'GET /api/profiles/funeral-plans/': PUBLIC,
  'GET /api/profiles/activity-types/': PUBLIC,
  // Educational material: for signed-in clients, not the registration forms.
  'GET /api/categories/': SIGNED_IN,
  'GET /api/categories/{id}/': SIGNED_IN,
  'GET /api/materials/': SIGNED_IN,
  'GET /api/materials/{id}/': SIGNED_IN,
  'POST /api/contact-us/': PUBLIC,
  'GET /api/dev/outbox/': PUBLIC,

  // Sign-in, password reset, e-mail verification: the request's token or password is the credential.
  'POST /api/auth/base/login/': PUBLIC,
  'POST /api/auth/base/jwt_login/': PUBLIC,
  'POST /api/auth/base/password-reset/': PUBLIC,
  'POST /api/auth/base/password-reset-check-token-expiration/': PUBLIC,
  'POST /api/auth/base/password-reset-confirm/': PUBLIC,
  'POST /api/auth/base/email-verify/': PUBLIC,
  'POST /api/profiles/confirm-email-address-by-link/': PUBLIC,
  'GET /api/auth/sessions/session-configuration/': PUBLIC,
  'POST /api/auth/base/logout/': CODE_STEP,
  'GET /api/auth/sessions/last-activity-ping/': CODE_STEP,
  'GET /api/auth/sessions/session-keep-alive/': CODE_STEP,
  'POST /api/auth/two-factor-authentication/request-create/': CODE_STEP,
  'POST /api/auth/two-factor-authentication/login-confirmation-create/': CODE_STEP,
  'POST /api/auth/two-factor-authentication/action-confirmation-create/': SIGNED_IN,
  'POST /api/auth/base/password-verify/': SIGNED_IN,
  'POST /api/auth/base/password-change/': SIGNED_IN,
  'POST /api/auth/base/verification-email-send/': SIGNED_IN,
  'GET /api/auth/sessions/': SIGNED_IN,
  'DELETE /api/auth/sessions/{id}/': OWNER_ONLY,
  'POST /api/auth/sessions/end-others/': SIGNED_IN,

  // Registration from an invitation link (the link's uuid or token is the credential).
  'GET /api/auth/registration-invites/{uuid}/': PUBLIC,
  'POST /api/auth/registration-invites/{uuid}/invite-opened/': PUBLIC,
  'POST /api/auth/registration-invites/{uuid}/accept-toc/': PUBLIC,
  'POST /api/auth/registration-invites/{uuid}/activate-invite/': PUBLIC,
  'POST /api/auth/wizard/{uuid}/sign-up/': PUBLIC,
  'POST /api/auth/wizard/{uuid}/confirm-email-address-by-code/': PUBLIC,
  'POST /api/auth/wizard/{uuid}/resend-email-confirmation-from-invite/': PUBLIC,
  'POST /api/auth/wizard/{uuid}/change-email-address-from-invite/': PUBLIC,
  'POST /api/auth/wizard/{uuid}/confirm-phone-number/': PUBLIC,
  'POST /api/auth/wizard/{uuid}/resend-phone-number-confirmation-from-invite/': PUBLIC,
  'POST /api/auth/wizard/{uuid}/change-phone-number-from-invite/': PUBLIC,
  // Past registration, the invitee's own invitation: anyone else's (or an unknown one) is a 404.
  'POST /api/auth/registration-invites/{uuid}/take-up-account/': SIGNED_IN,
  'GET /api/auth/registration-invites/new/': SIGNED_IN,
  // An invitation to an e-mail address that already has a sign-in: only that person takes it on.
  'POST /api/auth/wizard/{uuid}/activate-user/': SIGNED_IN,
  'GET /api/auth/secondary-users-invites/': SIGNED_IN,
  'GET /api/auth/secondary-users-invites/{id}/': PUBLIC,
  'POST /api/auth/secondary-users-invites/{id}/accept_toc/': PUBLIC,
  'POST /api/auth/secondary-users-invites/{id}/set-password/': PUBLIC,
  'POST /api/auth/secondary-users-invites/{id}/confirm-phone-number/': PUBLIC,
  'POST /api/auth/secondary-users-invites/{id}/resend-phone-number-confirmation/': PUBLIC,
  'POST /api/auth/secondary-users-invites/{id}/activate/': SIGNED_IN,
  // Invitations onto existing accounts: the signed-in person's own list; one invitation (sent to
  // the owner in the test) only for the person it was sent to, anyone else signed in answers 403.
  'GET /api/accounts/secondary-invites/': SIGNED_IN,
  'GET /api/accounts/secondary-invites/{account_id}/{token}/': INVITED_ONLY,
  'POST /api/accounts/secondary-invites/{account_id}/{token}/accept/': INVITED_ONLY,
  'POST /api/accounts/secondary-invites/{account_id}/{token}/decline/': INVITED_ONLY,

  // Profile, settings, activity, realtime.
  'GET /api/profiles/my/': SIGNED_IN,
  'PATCH /api/profiles/my/': SIGNED_IN,
  'OPTIONS /api/profiles/my/': SIGNED_IN,
  'PATCH /api/profiles/my/misc/': SIGNED_IN,
  'POST /api/profiles/my/send-2fa-confirmation-code-sms/': SIGNED_IN,
  'GET /api/profiles/managed-user/': SIGNED_IN,
  'GET /api/profiles/managed-users/': ACTS_FOR_CLIENTS,
  'GET /api/profiles/active-applications/': SIGNED_IN,
  'GET /api/profiles/onboarding-tasks/': SIGNED_IN,
  'GET /api/profiles/registration-steps/': SIGNED_IN,
  'GET /api/auth/base/registration-steps/': SIGNED_IN,
  'GET /api/profiles/notification-settings/': SIGNED_IN,
  'PUT /api/profiles/notification-settings/bulk-update/': SIGNED_IN,
  'GET /api/profiles/activities/': SIGNED_IN,
  'POST /api/profiles/block-access/': SIGNED_IN,
  'POST /api/profiles/centrifugo-auth-token/': SIGNED_IN,

  // E-mail, mobile and address changes (OPTIONS answers the two-factor guard's schema).
  'OPTIONS /api/profiles/change-email-address/': SIGNED_IN,
  'OPTIONS /api/profiles/change-phone-number/': SIGNED_IN,
  'OPTIONS /api/profiles/change-address/': SIGNED_IN,
  'POST /api/profiles/change-email-address/': SIGNED_IN,
  'POST /api/profiles/change-phone-number/': SIGNED_IN,
  'POST /api/profiles/change-address/': SIGNED_IN,
  'POST /api/profiles/confirm-email-address-by-code/': SIGNED_IN,
  'POST /api/profiles/resend-email-confirmation/': SIGNED_IN,
  'POST /api/profiles/confirm-phone-number/': SIGNED_IN,
  'POST /api/profiles/resend-phone-number-confirmation/': SIGNED_IN,

  // Identity: personal, contact, additional and tax details, identity documents.
  'GET /api/profiles/personal-details/': SIGNED_IN,
  'POST /api/profiles/personal-details/': SIGNED_IN,
  'PATCH /api/profiles/personal-details/{id}/': OWNER_ONLY,
  'POST /api/profiles/personal-details/{id}/skip-verification/': OWNER_ONLY,
  'POST /api/profiles/personal-details/{id}/secondary-verification-document/': OWNER_ONLY,
  'GET /api/profiles/secondary-verification-document/': SIGNED_IN,
  'GET /api/profiles/contact-details/': SIGNED_IN,
  'POST /api/profiles/contact-details/': SIGNED_IN,
  'PATCH /api/profiles/contact-details/{id}/': OWNER_ONLY,
  'GET /api/profiles/additional-details/': SIGNED_IN,
  'POST /api/profiles/additional-details/': SIGNED_IN,
  'PATCH /api/profiles/additional-details/{id}/': OWNER_ONLY,
  'GET /api/profiles/individual-tax/': SIGNED_IN,
  'POST /api/profiles/individual-tax/': SIGNED_IN,
  'PATCH /api/profiles/individual-tax/': SIGNED_IN,
  'POST /api/profiles/personal-document/': SIGNED_IN,
  'GET /api/profiles/personal-document/{id}/file/': OWNER_ONLY,
  'DELETE /api/profiles/personal-document/{id}/': OWNER_ONLY,

  // Investment accounts and the account-details step (spec 2).
  'GET /api/accounts/': SIGNED_IN,
  'POST /api/accounts/': SIGNED_IN,
  'POST /api/accounts/abn-lookup/': SIGNED_IN,
  'POST /api/accounts/fetch-corporate-info/': SIGNED_IN,
  'GET /api/accounts/{id}/': ACCOUNT_MEMBER,
  'PATCH /api/accounts/{id}/': ACCOUNT_CHANGE,
  'POST /api/accounts/{id}/select/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/activate/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/activation-steps/': ACCOUNT_MEMBER,
  'GET /api/accounts/{id}/registration-steps/': ACCOUNT_MEMBER,
  'GET /api/accounts/account-registration-steps/{id}/': ACCOUNT_MEMBER,
  'GET /api/accounts/{id}/open-requests/': ACCOUNT_MEMBER,
  'GET /api/accounts/trust-types/': SIGNED_IN,
  'GET /api/accounts/bank/{bsb}/detail/': SIGNED_IN,
  'GET /api/utils/bank/{bsb}/detail/': SIGNED_IN,
  'GET /api/accounts/{id}/trust-details/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/trust-details/': ACCOUNT_CHANGE,
  'PATCH /api/accounts/{id}/trust-details/': ACCOUNT_CHANGE,
  'POST /api/accounts/{id}/products/': ACCOUNT_CHANGE,
  'GET /api/accounts/certificate-template/': SIGNED_IN,
  'GET /api/accounts/certificate-template/file/': PUBLIC,
  'GET /api/accounts/{id}/certificates/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/certificates/': ACCOUNT_CHANGE,
  'DELETE /api/accounts/{id}/certificates/{file_id}/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/certificates/{file_id}/file/': ACCOUNT_MEMBER,
  'GET /api/accounts/{id}/deed-attachments/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/deed-attachments/': ACCOUNT_CHANGE,
  'DELETE /api/accounts/{id}/deed-attachments/{file_id}/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/deed-attachments/{file_id}/file/': ACCOUNT_MEMBER,
  // Bank accounts and their change requests (issue #19). A request's answers are judged by the
  // service (the initiator cannot confirm, only the initiator cancels): the rows say who reaches it.
  'OPTIONS /api/accounts/{id}/bank-accounts/': ACCOUNT_MEMBER,
  'GET /api/accounts/bank-accounts/': SIGNED_IN,
  'GET /api/accounts/{id}/bank-accounts/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/bank-accounts/': ACCOUNT_CHANGE,
  'GET /api/ipm/portfolio-applications/': ACCOUNT_MEMBER,
  'POST /api/ipm/portfolio-applications/': ACCOUNT_CHANGE,
  'GET /api/ipm/portfolio-applications/{id}/': ACCOUNT_MEMBER,
  'PATCH /api/ipm/portfolio-applications/{id}/': ACCOUNT_CHANGE,
  'GET /api/ipm/investment-policies/': ACCOUNT_MEMBER,
  'POST /api/ipm/investment-policies/': ACCOUNT_CHANGE,
  'GET /api/ipm/investment-policies/booklet/': ACCOUNT_MEMBER,
  'GET /api/ipm/investment-policies/{id}/': ACCOUNT_MEMBER,
  'PATCH /api/ipm/investment-policies/{id}/': ACCOUNT_CHANGE,
  'DELETE /api/ipm/investment-policies/{id}/': ACCOUNT_CHANGE,
  'POST /api/ipm/investment-policies/{id}/send-for-signature/': ACCOUNT_CHANGE,
  'GET /api/ipm/investment-policies/{id}/strategic-allocation/': ACCOUNT_MEMBER,
  'PUT /api/ipm/investment-policies/{id}/strategic-allocation/': ACCOUNT_CHANGE,
  'GET /api/ipm/investment-policies/{id}/industry-restrictions/': ACCOUNT_MEMBER,
  'POST /api/ipm/investment-policies/{id}/industry-restrictions/': ACCOUNT_CHANGE,
  'GET /api/ipm/investment-policies/{id}/security-restrictions/': ACCOUNT_MEMBER,
  'POST /api/ipm/investment-policies/{id}/security-restrictions/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/application-submission/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/application-submission/': ACCOUNT_CHANGE,

  // Signing (issue #21): by a signer's link (the token is the credential), and the signed-in
  // signer's change requests to sign (anyone not asked to sign an envelope gets a 404).
  'GET /api/signing/{token}/': PUBLIC,
  'GET /api/signing/{token}/documents/{docId}/': PUBLIC,
  'POST /api/signing/{token}/view/': PUBLIC,
  'POST /api/signing/{token}/sign/': PUBLIC,
  'POST /api/signing/{token}/decline/': PUBLIC,
  'GET /api/change-requests-to-sign/': SIGNED_IN,
  'GET /api/change-requests/{id}/sign-url/': SIGNED_IN,
  'POST /api/change-requests/{id}/mark-as-viewed/': SIGNED_IN,
  'POST /api/change-requests/{id}/confirm/': SIGNED_IN,
  'POST /api/change-requests/{id}/decline/': SIGNED_IN,
  'GET /api/accounts/{id}/bank-accounts/{bid}/': ACCOUNT_MEMBER,
  'PATCH /api/accounts/{id}/bank-accounts/{bid}/': ACCOUNT_CHANGE,
  'DELETE /api/accounts/{id}/bank-accounts/{bid}/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/bank-accounts/{bid}/document/': ACCOUNT_MEMBER,
  'PUT /api/accounts/{id}/linked-bank-accounts/{product}/': ACCOUNT_CHANGE,
  'POST /api/accounts/bank-account-documents/': SIGNED_IN,
  'DELETE /api/accounts/bank-account-documents/{id}/': OWNER_ONLY,
  'GET /api/accounts/{id}/bank-change-requests/': ACCOUNT_MEMBER,
  // The test's request is on the demo joint account, which the secondary member is not on.
  'GET /api/accounts/change-requests/{cid}/': OWNER_ONLY,
  'POST /api/accounts/change-requests/{cid}/confirm/': OWNER_ONLY,
  'POST /api/accounts/change-requests/{cid}/decline/': OWNER_ONLY,
  // The test's request is the owner's own, on the account the secondary member is on without authority.
  'POST /api/accounts/change-requests/{cid}/cancel/': ACCOUNT_CHANGE,
  'GET /api/accounts/corporate-tax-categories/': SIGNED_IN,
  'GET /api/accounts/{id}/corporate-tax/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/corporate-tax/': ACCOUNT_CHANGE,
  'PATCH /api/accounts/{id}/corporate-tax/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/individual-tax/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/individual-tax/': ACCOUNT_MEMBER,
  'PATCH /api/accounts/{id}/individual-tax/': ACCOUNT_MEMBER,
  'GET /api/accounts/person-roles/': SIGNED_IN,
  'GET /api/profiles/roles/': SIGNED_IN,
  'GET /api/accounts/{id}/secondary-users/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/secondary-users/': ACCOUNT_CHANGE,
  'PUT /api/accounts/{id}/secondary-users/bulk-update/': ACCOUNT_CHANGE,
  'POST /api/accounts/{id}/secondary-users/bulk-update/': ACCOUNT_CHANGE,
  'DELETE /api/accounts/{id}/secondary-users/{uid}/': ACCOUNT_CHANGE,
  'POST /api/accounts/{id}/secondary-users/{uid}/reinvite/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/beneficial-owners/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/beneficial-owners/': ACCOUNT_CHANGE,
  'PUT /api/accounts/{id}/beneficial-owners/bulk-update/': ACCOUNT_CHANGE,
  'POST /api/accounts/{id}/beneficial-owners/bulk-update/': ACCOUNT_CHANGE,
  'DELETE /api/accounts/{id}/beneficial-owners/{uid}/': ACCOUNT_CHANGE,
  'DELETE /api/accounts/{id}/acn-data/users/{uid}/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/corporate-account-details/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/corporate-account-details/': ACCOUNT_CHANGE,
  'PATCH /api/accounts/{id}/corporate-account-details/': ACCOUNT_CHANGE,
  'GET /api/accounts/{id}/signing-authority/': ACCOUNT_MEMBER,
  'POST /api/accounts/{id}/signing-authority/': ACCOUNT_CHANGE,
  'PATCH /api/accounts/{id}/signing-authority/': ACCOUNT_CHANGE,

  // Dashboard.
  'GET /api/ipm/dashboard/return-summary/': SIGNED_IN,
  'GET /api/ipm/dashboard/capital-performance/': SIGNED_IN,
  'GET /api/ipm/dashboard/income/': SIGNED_IN,
  'GET /api/ipm/dashboard/capital-movement/': SIGNED_IN,
  'GET /api/ipm/dashboard/total-asset-value/': SIGNED_IN,
  'GET /api/ipm/dashboard/asset-allocations/': SIGNED_IN,
  'GET /api/ipm/dashboard/filter-setup/': SIGNED_IN,
  'PATCH /api/ipm/dashboard/filter-setup/': SIGNED_IN,
  'GET /api/ipm/dashboard/investments/': SIGNED_IN,
  'GET /api/ipm/dashboard/latest-availability-date/': SIGNED_IN,
  'GET /api/ipm/latest-availability-date/': SIGNED_IN,

  // Generated reports.
  'GET /api/ipm/reports/': SIGNED_IN,
  'POST /api/ipm/reports/': SIGNED_IN,
  'GET /api/ipm/reports/financial-years/': SIGNED_IN,
  'GET /api/ipm/reports/financial-years-for-accounts/': SIGNED_IN,
  'GET /api/ipm/reports/accounts/': SIGNED_IN,
  'GET /api/ipm/reports/new-counter/': SIGNED_IN,
  'PATCH /api/ipm/reports/{id}/mark-as-read/': OWNER_ONLY,
  'GET /api/ipm/reports/{id}/file/': OWNER_ONLY,

  // Documents.
  'GET /api/ipm/documents/': SIGNED_IN,
  'GET /api/ipm/documents/search-autocomplete/': SIGNED_IN,
  'GET /api/ipm/documents/{id}/download/': OWNER_ONLY,
  // The owner's document ids in the body.
  'POST /api/ipm/documents/download/': OWNER_ONLY,

  // Rebalance notices.
  'GET /api/ipm/rebalance-reports/': SIGNED_IN,
  'GET /api/ipm/rebalance-reports/latest/': SIGNED_IN,
  'GET /api/ipm/rebalance-reports/types/': SIGNED_IN,
  'GET /api/ipm/rebalance-reports/accounts/': SIGNED_IN,
  'GET /api/ipm/rebalance-reports/{id}/': OWNER_ONLY,
  'POST /api/ipm/rebalance-reports/{id}/mark-seen/': OWNER_ONLY,

  // Notifications. The mark calls take ids in the body and ignore ids that are not the user's.
  'GET /api/notifications/stats/': SIGNED_IN,
  'GET /api/notifications/in-app/': SIGNED_IN,
  'POST /api/notifications/in-app/mark-as-read/': SIGNED_IN,
  'POST /api/notifications/in-app/mark-all-as-read/': SIGNED_IN,
  'POST /api/notifications/in-app/mark-as-viewed/': SIGNED_IN,

  // Advisors, meetings and the disclaimer.
  'GET /api/profiles/advisors/': SIGNED_IN,
  'GET /api/profiles/advisors/{id}/photo/': OWNER_ONLY,
  'POST /api/profiles/advisors/{id}/contact/': OWNER_ONLY,
  'GET /api/ipm/configuration/': SIGNED_IN,
  'POST /api/accounts/current/book-quarterly-meeting/': SIGNED_IN,

  // The products' reference data (issue #20): the same for everyone, but note types are an account's.
  'GET /api/ipm/note-types/': ACCOUNT_MEMBER,
  'GET /api/ipm/loan-note-products/': ACCOUNT_MEMBER,
  'POST /api/ipm/apply-now/loan-notes/': ACCOUNT_CHANGE,
  'PATCH /api/ipm/loan-note-bundles/{id}/': ACCOUNT_CHANGE,
  'GET /api/ipm/loan-notes-held/': ACCOUNT_MEMBER,
  'GET /api/ipm/loan-notes-held/{id}/reinvestment/': ACCOUNT_MEMBER,
  'POST /api/ipm/loan-notes-held/{id}/reinvestment/': ACCOUNT_CHANGE,
  // Redemptions (issue #22 item 5): the owner's note in the body, the owner's request by id. Anyone
  // on the account reads a request; asking needs signing authority; only the person who asked
  // resends or confirms its code (anyone else: 404).
  'POST /api/ipm/redeem-requests/': ACCOUNT_CHANGE,
  'GET /api/ipm/redeem-requests/{id}/': ACCOUNT_MEMBER,
  'POST /api/ipm/redeem-requests/{id}/resend-code/': OWNER_ONLY,
  'POST /api/ipm/redeem-requests/{id}/confirm/': OWNER_ONLY,
  'GET /api/ipm/products/': SIGNED_IN,
  'GET /api/ipm/sources-of-funds/': SIGNED_IN,
  'GET /api/ipm/accounting-methods/': SIGNED_IN,
  'GET /api/ipm/asset-allocation-categories/': SIGNED_IN,
  'GET /api/ipm/tailored-labels/': SIGNED_IN,
  'GET /api/ipm/industries/': SIGNED_IN,

  // The operator API.
  'POST /api/operator/invites/': OPERATOR,
  'GET /api/operator/invites/': OPERATOR_READ,
  'POST /api/operator/invites/{uuid}/expire/': OPERATOR,
  'POST /api/operator/invites/{uuid}/resend/': OPERATOR,
  'POST /api/operator/secondary-invites/': OPERATOR,
  'GET /api/operator/secondary-invites/': OPERATOR_READ,
  'POST /api/operator/secondary-invites/{uuid}/expire/': OPERATOR,
  'POST /api/operator/secondary-invites/{uuid}/complete/': OPERATOR,
  'POST /api/operator/secondary-invites/{uuid}/resend/': OPERATOR,
  'GET /api/operator/change-requests/': OPERATOR_READ,
  'GET /api/operator/change-requests/{id}/': OPERATOR_READ,
  'POST /api/operator/change-requests/{id}/approve/': PORTFOLIO_MANAGER,
  'POST /api/operator/change-requests/{id}/decline/': PORTFOLIO_MANAGER,
  'POST /api/operator/notifications/': OPERATOR,
  'POST /api/operator/notifications/preview/': OPERATOR,
  'POST /api/operator/users/unblock/': OPERATOR,
  'GET /api/operator/users/': OPERATOR_READ,
  'GET /api/operator/users/{id}/': OPERATOR_READ,
  'POST /api/operator/users/{id}/unblock/': OPERATOR,
  'POST /api/operator/users/{id}/force-password-change/': OPERATOR,
  'POST /api/operator/users/{id}/end-sessions/': OPERATOR,
  'POST /api/operator/imports/{kind}/': OPERATOR,
  'GET /api/operator/imports/': OPERATOR_READ,
  'GET /api/operator/imports/{id}/': OPERATOR_READ,
  'GET /api/operator/support-requests/': OPERATOR_READ,
  'GET /api/operator/advisors/': OPERATOR_READ,
  'POST /api/operator/advisors/': OPERATOR,
  'PATCH /api/operator/advisors/{id}/': OPERATOR,
  'POST /api/operator/advisors/{id}/assign/': OPERATOR,
  'POST /api/operator/advisors/{id}/login/': OPERATOR,
  'POST /api/operator/advisors/{id}/unassign/': OPERATOR,
  'GET /api/operator/advisor-requests/': OPERATOR_READ,
  'GET /api/operator/client-configuration/': OPERATOR_READ,
  'PUT /api/operator/client-configuration/': OPERATOR,
  'POST /api/operator/documents/': OPERATOR,
  'GET /api/operator/documents/': OPERATOR_READ,
  'POST /api/operator/documents/bulk/preview/': OPERATOR,
  'POST /api/operator/documents/bulk/': OPERATOR,
  'GET /api/operator/rebalance-reports/': OPERATOR_READ,
  'POST /api/operator/rebalance-reports/': PORTFOLIO_MANAGER,
  'POST /api/operator/rebalance-reports/{external_id}/cancel/': PORTFOLIO_MANAGER,
  'GET /api/operator/accounts/': OPERATOR_READ,
  'POST /api/operator/accounts/': OPERATOR,
  'GET /api/operator/accounts/{id}/': OPERATOR_READ,
  'POST /api/operator/accounts/{id}/activate/': OPERATOR,
  'POST /api/operator/accounts/{id}/deactivate/': OPERATOR,
  // What the investor sees of an account, for its page in the back office: every role reads it.
  'GET /api/operator/accounts/{id}/bank-accounts/': OPERATOR_READ,
  'GET /api/operator/accounts/{id}/portfolio/': OPERATOR_READ,
  'GET /api/operator/accounts/{id}/documents/': OPERATOR_READ,
  'GET /api/operator/investment-policies/': OPERATOR_READ,
  'GET /api/operator/investment-policies/{id}/': OPERATOR_READ,
  'POST /api/operator/investment-policies/{id}/approve/': PORTFOLIO_MANAGER,
  'POST /api/operator/investment-policies/{id}/decline/': PORTFOLIO_MANAGER,
  'POST /api/operator/bsb-directory/': OPERATOR,
  'POST /api/operator/reference/': OPERATOR,
  'GET /api/operator/reference/': OPERATOR_READ,
  // A preview changes nothing, but it is the import's first step: the operator's.
  'POST /api/operator/reference/preview/': OPERATOR,
  'GET /api/operator/signing/envelopes/': OPERATOR_READ,
  'GET /api/operator/signing/envelopes/{id}/': OPERATOR_READ,
  'POST /api/operator/signing/envelopes/{id}/remind/': PORTFOLIO_MANAGER,
  'POST /api/operator/signing/envelopes/{id}/void/': PORTFOLIO_MANAGER,
  'POST /api/operator/loan-notes/issue/': PORTFOLIO_MANAGER,
  'GET /api/operator/loan-notes/': OPERATOR_READ,
  'GET /api/operator/redeem-requests/': OPERATOR_READ,
  'POST /api/operator/redeem-requests/{id}/settle/': PORTFOLIO_MANAGER,
  'POST /api/operator/redeem-requests/{id}/reject/': PORTFOLIO_MANAGER,
  // The back office's foundations (issue #23): staff roles and the audit trail.
  'GET /api/operator/staff/': OPERATOR_READ,
  'POST /api/operator/staff/role/': OPERATOR,
  'GET /api/operator/audit/': OPERATOR_READ,
  'GET /api/operator/audit/export/': OPERATOR_READ,
  // The staff dashboard (issue #23 item 4): every role reads it.
  'GET /api/operator/dashboard/': OPERATOR_READ,
  'GET /api/operator/identity-reviews/': OPERATOR_READ,
  'GET /api/operator/identity-reviews/{userId}/': OPERATOR_READ,
  'GET /api/operator/identity-reviews/{userId}/files/{fileId}/': OPERATOR_READ,
  'POST /api/operator/identity-reviews/{userId}/approve/': OPERATOR,
  'POST /api/operator/identity-reviews/{userId}/reject/': OPERATOR,
  // Company applications (issue #23 item 2): every role reads them; the operator changes them.
  'GET /api/operator/applications/': OPERATOR_READ,
  'GET /api/operator/applications/{id}/': OPERATOR_READ,
  'PATCH /api/operator/applications/{id}/': OPERATOR,
};
