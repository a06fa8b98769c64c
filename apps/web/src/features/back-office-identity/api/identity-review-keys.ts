/** Root of the identity review's queries: a decision reloads the queue and the review. */
export const IDENTITY_REVIEWS_ROOT = ['back-office-identity-reviews'] as const;
