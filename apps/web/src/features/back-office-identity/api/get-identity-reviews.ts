import {
  identityReviewPageSchema,
  type IdentityReviewRow,
  type Page,
  type PersonalDetailStatus,
  type QueueOrdering,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDENTITY_REVIEWS_ROOT } from './identity-review-keys';

export type IdentityReviewOrdering = QueueOrdering<'updated' | 'name' | 'attempts'>;

export type IdentityReviewsParams = {
  status: PersonalDetailStatus;
  page: number;
  page_size: number;
  ordering: IdentityReviewOrdering;
  search?: string;
};

/** GET /api/operator/identity-reviews/: one page of personal details in one status, ordered and searched by the server. */
export function getIdentityReviews(params: IdentityReviewsParams): Promise<Page<IdentityReviewRow>> {
  return api.get('/operator/identity-reviews/', { params, schema: identityReviewPageSchema });
}

export function identityReviewsQueryOptions(params: IdentityReviewsParams) {
  return queryOptions({
    queryKey: [...IDENTITY_REVIEWS_ROOT, 'list', params],
    queryFn: () => getIdentityReviews(params),
    placeholderData: keepPreviousData,
  });
}

export function useIdentityReviews(params: IdentityReviewsParams) {
  return useQuery(identityReviewsQueryOptions(params));
}
