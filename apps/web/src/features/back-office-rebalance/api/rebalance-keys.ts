/** Root of the back office's rebalance report queries: publishing or cancelling reloads the list. */
export const BACK_OFFICE_REBALANCE_ROOT = ['back-office-rebalance'] as const;
