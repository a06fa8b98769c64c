/**
 * Every rebalance query lives under this root, so marking a report seen refreshes the history,
 * the report and the dashboard block (whose own api file uses ['rebalance', 'latest']).
 */
export const REBALANCE_QUERY_ROOT = ['rebalance'] as const;
