import { operatorEnvelopeSchema, type OperatorEnvelope } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ENVELOPES_ROOT } from './envelope-keys';

/** GET /api/operator/signing/envelopes/{id}/: its signers, documents and history. */
export function getEnvelope(id: number): Promise<OperatorEnvelope> {
  return api.get(`/operator/signing/envelopes/${id}/`, { schema: operatorEnvelopeSchema });
}

export function envelopeQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ENVELOPES_ROOT, 'one', id],
    queryFn: () => getEnvelope(id),
  });
}

export function useEnvelope(id: number) {
  return useQuery(envelopeQueryOptions(id));
}
