/** Query keys of the signing feature: the link's envelope, and the signed-in user's change requests to sign. */
export const SIGNING_LINK_QUERY_ROOT = ['signing', 'link'] as const;
export const CHANGE_REQUESTS_TO_SIGN_QUERY_ROOT = ['signing', 'change-requests-to-sign'] as const;
