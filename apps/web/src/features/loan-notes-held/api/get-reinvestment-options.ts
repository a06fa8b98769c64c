import { reinvestmentOptionsSchema, type ReinvestmentOptions } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ipm/loan-notes-held/{id}/reinvestment/: what a held note can do at maturity, its cut-off and instruction. */
export function getReinvestmentOptions(heldNoteId: number): Promise<ReinvestmentOptions> {
  return api.get(`/ipm/loan-notes-held/${heldNoteId}/reinvestment/`, { schema: reinvestmentOptionsSchema });
}

export function reinvestmentOptionsQueryOptions(heldNoteId: number) {
  return queryOptions({
    queryKey: ['loan-notes-held', heldNoteId, 'reinvestment'],
    queryFn: () => getReinvestmentOptions(heldNoteId),
  });
}

export function useReinvestmentOptions(heldNoteId: number) {
  return useQuery(reinvestmentOptionsQueryOptions(heldNoteId));
}
