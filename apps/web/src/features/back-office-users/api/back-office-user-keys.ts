/** Root of the back office's user queries: a change to a user reloads the queue and the user. */
export const BACK_OFFICE_USERS_ROOT = ['back-office-users'] as const;
