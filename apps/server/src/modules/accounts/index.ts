export type { AccountCreated } from './account-created.js';
export { accountsPlugin, type AccountsPluginOptions } from './accounts.plugin.js';
export { findSelectedAccountId, holdsAnAccount } from './accounts.repository.js';
export { toCorporateInfo } from './business-lookups.js';
export { findPreparedAccount, takeUpPreparedAccount, type PreparedAccount } from './prepared-accounts.js';
export { joinPerson as joinInvitedPerson } from './account-people.repository.js';
export type { InvitedPerson, PeopleInvited, PeopleRemoved } from './people-events.js';
