export type { AccountCreated } from './account-created.js';
export { accountsPlugin, type AccountsPluginOptions } from './accounts.plugin.js';
export { findSelectedAccountId } from './accounts.repository.js';
export { toCorporateInfo } from './business-lookups.js';
export { findPreparedAccount, takeUpPreparedAccount, type PreparedAccount } from './prepared-accounts.js';
