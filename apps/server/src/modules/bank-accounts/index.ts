export { bankAccountsPlugin } from './bank-accounts.plugin.js';
export { reviewPath as changeRequestReviewPath } from './change-request-notices.js';
