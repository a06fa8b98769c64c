/** The accounts' queries: a loan note application changes the account's activation steps too. */
export const ACCOUNT_DATA_ROOT = ['accounts'] as const;
/** Every loan note query sits under the accounts root, so a save refreshes the account as well. */
export const LOAN_NOTES_QUERY_ROOT = [...ACCOUNT_DATA_ROOT, 'loan-notes'] as const;
