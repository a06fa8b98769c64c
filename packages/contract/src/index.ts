/**
 * The package root, the only entry the apps import. Shared building blocks come first, then one
 * block per domain folder. A domain's `*.messages.ts` is re-exported by name: its part of
 * `Messages` (`<domain>SpecMessages`) stays internal, so the apps keep reading it through `Messages`.
 */

// Shared: the wire's error and list envelopes, field schemas, validators, formatters, money, dates
export * from './errors/errors.schemas.js';
export { TransportMessages } from './errors/errors.messages.js';
export * from './pagination/pagination.constants.js';
export * from './pagination/pagination.schemas.js';
export * from './api-version.js';
export { Messages } from './messages.js';

export * from './fields/field-limits.js';
export * from './fields/identifiers.js';
export * from './fields/codes.js';
export * from './fields/password.js';
export * from './fields/person.js';
export * from './fields/dates.js';
export * from './fields/input-limits.js';
export * from './fields/record-id.js';
export * from './fields/address-group.js';
export * from './fields/zod-messages.js';

export * from './validators/identifier-lengths.js';
export * from './validators/abn.js';
export * from './validators/acn.js';
export * from './validators/tfn.js';
export * from './validators/medicare.js';
export * from './validators/bsb.js';
export * from './validators/mobile.js';
export * from './validators/password.js';
export * from './validators/codes.js';
export * from './validators/names.js';
export * from './validators/dates.js';
export * from './validators/script-url.js';

export * from './formatters/money.js';
export * from './formatters/percent.js';
export * from './formatters/identifiers.js';
export * from './formatters/dates.js';
export * from './formatters/countdown.js';
export * from './formatters/capped-count.js';
export * from './formatters/browser.js';
export * from './formatters/file-size.js';

export * from './money/cents.js';
export * from './numbers/decimal.js';
export * from './dates/calendar-date.js';
export * from './dates/financial-year.js';
export * from './dates/business-days.js';

export * from './files/files.constants.js';
export * from './files/upload.js';
export * from './files/uploaded-file.schemas.js';

export * from './ui/ui.enums.js';
export * from './ui/ui.constants.js';

// Domains
export * from './accounts/accounts.enums.js';
export * from './accounts/accounts.constants.js';
export * from './accounts/signing-authority.enums.js';
export * from './accounts/secondary-user-title.js';
export * from './accounts/accounts.schemas.js';
export * from './accounts/accounts.operator.schemas.js';
export * from './accounts/accounts.labels.js';
export * from './accounts/accounts.choice-labels.js';
export * from './accounts/trust-details.schemas.js';
export * from './accounts/account-attachments.schemas.js';
export * from './accounts/account-people.schemas.js';
export * from './accounts/registration-steps.schemas.js';
export * from './accounts/corporate-account-details.schemas.js';
export * from './accounts/signing-authority.schemas.js';
export * from './accounts/open-requests.schemas.js';
export * from './accounts/account-parts.js';
export { AccountMessages } from './accounts/accounts.messages.js';

export * from './activities/activities.schemas.js';
export { ActivityDescriptions } from './activities/activities.messages.js';

export * from './advisors/advisors.enums.js';
export * from './advisors/advisors.schemas.js';
export * from './advisors/managed-clients.schemas.js';
export { AdvisorMessages } from './advisors/advisors.messages.js';

export * from './auth/auth.enums.js';
export * from './auth/auth.constants.js';
export * from './auth/auth.schemas.js';
export { AuthMessages } from './auth/auth.messages.js';

export * from './bank-accounts/bank-accounts.enums.js';
export * from './bank-accounts/bank-accounts.schemas.js';
export * from './bank-accounts/bank-accounts.operator.schemas.js';
export * from './bank-accounts/bank-accounts.labels.js';
export { BankAccountMessages } from './bank-accounts/bank-accounts.messages.js';

export * from './contact-changes/contact-changes.enums.js';
export * from './contact-changes/contact-changes.schemas.js';
export { ContactChangeMessages } from './contact-changes/contact-changes.messages.js';

export * from './dashboard/dashboard.enums.js';
export * from './dashboard/card-filters.enums.js';
export * from './dashboard/dashboard.constants.js';
export * from './dashboard/dashboard.schemas.js';
export * from './dashboard/investments-csv.js';

export * from './documents/documents.constants.js';
export * from './documents/documents.schemas.js';
export * from './documents/documents-operator.schemas.js';
export { DocumentMessages } from './documents/documents.messages.js';

export * from './flat-pages/flat-pages.schemas.js';

export * from './health/health.schemas.js';

export * from './identity/identity.enums.js';
export * from './identity/identity.constants.js';
export * from './identity/identity.schemas.js';

export * from './invitations/invitations.enums.js';
export * from './invitations/invitations.constants.js';
export * from './invitations/invitations.schemas.js';
export * from './invitations/secondary-invites.schemas.js';

export * from './lookups/lookups.constants.js';
export * from './lookups/lookups.schemas.js';
export * from './lookups/reference-lists.schemas.js';
export * from './lookups/education-materials.schemas.js';

export * from './notifications/notifications.enums.js';
export * from './notifications/notifications.constants.js';
export * from './notifications/notifications.schemas.js';
export * from './notifications/notification-settings.schemas.js';
export { NotificationMessages, NotificationSettingMessages } from './notifications/notifications.messages.js';

export * from './portfolio-application/portfolio-application.enums.js';
export * from './portfolio-application/portfolio-application.constants.js';
export * from './portfolio-application/allocation-rules.js';
export * from './portfolio-application/custom-strategy-rules.js';
export * from './portfolio-application/restriction-tree.js';
export * from './portfolio-application/ips-status-rules.js';
export * from './portfolio-application/amount-rule.js';
export * from './portfolio-application/portfolio-application.schemas.js';
export * from './portfolio-application/investment-policy.schemas.js';
export * from './portfolio-application/investment-policy.operator.schemas.js';
export * from './application-submission/application-submission.schemas.js';
export { portfolioApplicationFormMessages } from './portfolio-application/portfolio-application.messages.js';

export * from './portfolio-data/portfolio-data.schemas.js';
export * from './portfolio-data/import-attempts.schemas.js';

export * from './products/products.enums.js';
export * from './products/products.constants.js';
export * from './products/note-type-labels.js';
export * from './products/reference-data.schemas.js';
export * from './products/loan-notes.schemas.js';
export * from './products/loan-notes-held.schemas.js';
export * from './products/reinvestment.schemas.js';
export * from './products/loan-note-interest.js';
export * from './products/redemptions.schemas.js';
export * from './products/account-products.schemas.js';
export { ReferenceFileMessages, WelcomeTermMessages } from './products/products.messages.js';

export * from './profile/profile.schemas.js';
export * from './profile/profile-misc.schemas.js';
export * from './profile/profile-roles.js';
export * from './profile/registration-steps.schemas.js';

export * from './realtime/realtime.schemas.js';
export * from './realtime/realtime-channels.js';
export { RealtimeMessages } from './realtime/realtime.messages.js';

export * from './rebalance/rebalance.enums.js';
export * from './rebalance/rebalance.constants.js';
export * from './rebalance/rebalance.schemas.js';
export * from './rebalance/rebalance-publish.schemas.js';
export * from './rebalance/rebalance-operator.schemas.js';
export { RebalanceMessages } from './rebalance/rebalance.messages.js';

export * from './registration/registration.enums.js';
export * from './registration/registration.constants.js';
export * from './registration/personal-details.schemas.js';
export * from './registration/registration-details.schemas.js';

export * from './reports/reports.enums.js';
export * from './reports/reports.constants.js';
export * from './reports/reports.schemas.js';
export { ReportMessages } from './reports/reports.messages.js';

export * from './signing/signing.enums.js';
export * from './signing/signing.constants.js';
export * from './signing/envelope-rules.js';
export * from './signing/signing.schemas.js';
export * from './signing/signing.operator.schemas.js';
export { SigningMessages } from './signing/signing.messages.js';

export * from './support/support.constants.js';
export * from './support/support-query.js';
export * from './support/support.schemas.js';
export { SupportMessages } from './support/support.messages.js';

// The back office (issue #23): staff roles and the audit trail.
export * from './back-office/staff-roles.js';
export { staffRoleMayCall } from './back-office/staff-permissions.js';
export * from './back-office/back-office.schemas.js';
export { BackOfficeMessages } from './back-office/back-office.messages.js';
export * from './back-office/back-office-dashboard.schemas.js';
export * from './back-office/queue-query.js';
export * from './back-office/staff-reason.js';
export * from './back-office/operator-users.schemas.js';
export * from './back-office/identity-review.schemas.js';
export * from './back-office/operator-applications.schemas.js';

export * from './tax/individual-tax.schemas.js';
export * from './tax/corporate-tax.schemas.js';
export { maskTfn } from './tax/tax-fields.js';

export * from './tenant/company-application.schemas.js';
export * from './tenant/contrast.js';
export * from './tenant/constance-config.schemas.js';
export { MonitoringScriptMessages } from './tenant/constance-config.messages.js';
