/** Every redemption query starts with this key. */
export const REDEEM_REQUESTS_QUERY_ROOT = ['redeem-requests'] as const;
