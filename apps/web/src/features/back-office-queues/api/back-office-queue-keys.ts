/** Root of every back-office queue query: a decision made on one screen reloads the queues it changed. */
export const BACK_OFFICE_QUEUES_ROOT = ['back-office-queues'] as const;
export const CHANGE_REQUESTS_ROOT = [...BACK_OFFICE_QUEUES_ROOT, 'change-requests'] as const;
export const REDEEM_REQUESTS_ROOT = [...BACK_OFFICE_QUEUES_ROOT, 'redeem-requests'] as const;
export const AUDIT_ROOT = [...BACK_OFFICE_QUEUES_ROOT, 'audit'] as const;
