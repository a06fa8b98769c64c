/**
 * Root of every bank account query. It sits under the accounts root (['accounts']) on purpose: a
 * bank account saved or a request answered changes the account too (its missing parts, its page),
 * so a write here invalidates `ACCOUNT_DATA_ROOT` and both are read again.
 */
export const ACCOUNT_DATA_ROOT = ['accounts'] as const;
export const BANK_ACCOUNTS_QUERY_ROOT = [...ACCOUNT_DATA_ROOT, 'bank-accounts'] as const;

/** The account's bank account calls, relative to /api: also the two-factor guard's endpoint. */
export function bankAccountsPath(accountId: number): string {
  return `/accounts/${accountId}/bank-accounts/`;
}
