/** Root of the back office's loan notes queries: issuing reloads the queue. */
export const BACK_OFFICE_LOAN_NOTES_ROOT = ['back-office-loan-notes'] as const;
