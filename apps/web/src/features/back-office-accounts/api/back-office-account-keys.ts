/** Root of the back office's account queries: an activation reloads the list and the account. */
export const BACK_OFFICE_ACCOUNTS_ROOT = ['back-office-accounts'] as const;
