/** Root of the back office's invitation queries: a create, resend or expire reloads the list. */
export const INVITATIONS_ROOT = ['back-office-invitations'] as const;
