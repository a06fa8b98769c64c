export type { AccountActivated } from './account-activated.js';
export type { AccountCreated } from './account-created.js';
export { accountsPlugin, type AccountsPluginOptions } from './accounts.plugin.js';
export {
  findAccount,
  findMemberAccount,
  findSelectedAccountId,
  holdsAnAccount,
  membersOf,
  type AccountMemberView,
  type MemberAccountRow,
} from './accounts.repository.js';
export { describeAccount } from './account-views.js';
export { requireSigningAuthority } from './accounts.service.js';
export { toCorporateInfo } from './business-lookups.js';
export { holdsSigningAuthority, type SigningAuthorityChoice } from './holds-signing-authority.js';
export { findPreparedAccount, takeUpPreparedAccount, type PreparedAccount } from './prepared-accounts.js';
export { joinPerson as joinInvitedPerson } from './account-people.repository.js';
export type { InvitedPerson, PeopleInvited, PeopleRemoved } from './people-events.js';
export { findSigningAuthority } from './signing-authority.repository.js';
export { recordPortfolioApplicationSaved } from './portfolio-application-facts.js';
export { addAccountProduct } from './account-products.js';
export { recordInvestmentPolicyCompleted } from './investment-policy-completed.js';
export {
  hasApplicationSubmission,
  hasSignedApplication,
  recordApplicationSubmitted,
} from './application-submission-facts.js';
export { hasLoanNoteApplication } from './loan-note-facts.repository.js';
