import {
  identityReviewPageSchema,
  type IdentityReviewRow,
  type IdentityReviewsQuery,
  type Page,
} from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { IDENTITY_REVIEWS_ROOT } from './identity-review-keys';

/** GET /api/operator/identity-reviews/: one page of personal details in one status, ordered and searched by the server. */
const identityReviews = serverQueueQuery<Partial<IdentityReviewsQuery>, Page<IdentityReviewRow>>(
  '/operator/identity-reviews/',
  [...IDENTITY_REVIEWS_ROOT, 'list'],
  identityReviewPageSchema,
);

export const getIdentityReviews = identityReviews.fetchPage;
export const identityReviewsQueryOptions = identityReviews.queryOptions;
export const useIdentityReviews = identityReviews.usePage;
