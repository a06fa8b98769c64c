export { bankAccountsPlugin } from './bank-accounts.plugin.js';
