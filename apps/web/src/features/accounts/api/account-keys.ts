/** Root key of every accounts query: a change to an account (created, selected) invalidates it. */
export const ACCOUNTS_QUERY_ROOT = ['accounts'] as const;
