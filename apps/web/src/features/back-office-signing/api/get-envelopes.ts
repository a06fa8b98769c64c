import {
  operatorEnvelopePageSchema,
  type EnvelopeStatus,
  type OperatorEnvelopePage,
  type QueueOrdering,
  type ENVELOPE_ORDERINGS,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ENVELOPES_ROOT } from './envelope-keys';

export type EnvelopeOrderingField = (typeof ENVELOPE_ORDERINGS)[number];
export type EnvelopeOrdering = QueueOrdering<EnvelopeOrderingField>;

export type EnvelopesQuery = {
  page: number;
  page_size: number;
  ordering: EnvelopeOrdering;
  search?: string;
  status?: EnvelopeStatus;
};

/** GET /api/operator/signing/envelopes/: a page of the queue, ordered, filtered and searched by the server. */
export function getEnvelopes(query: EnvelopesQuery): Promise<OperatorEnvelopePage> {
  return api.get('/operator/signing/envelopes/', { params: query, schema: operatorEnvelopePageSchema });
}

export function envelopesQueryOptions(query: EnvelopesQuery) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ENVELOPES_ROOT, 'page', query],
    queryFn: () => getEnvelopes(query),
    placeholderData: keepPreviousData,
  });
}

export function useEnvelopes(query: EnvelopesQuery) {
  return useQuery(envelopesQueryOptions(query));
}
