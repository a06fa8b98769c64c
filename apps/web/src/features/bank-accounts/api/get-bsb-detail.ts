import { bsbDetailSchema, type BsbDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /accounts/bank/{bsb}/detail/ (spec 2 §7 "BSB detail"): the bank and branch of a BSB; 404 when unknown. */
export function getBsbDetail(bsb: string): Promise<BsbDetail> {
  return api.get(`/accounts/bank/${encodeURIComponent(bsb)}/detail/`, { schema: bsbDetailSchema });
}

export function bsbDetailQueryOptions(bsb: string) {
  return queryOptions({
    queryKey: ['bsb-detail', bsb],
    queryFn: () => getBsbDetail(bsb),
    // The directory changes rarely; a 404 is an answer (the form shows it), not a failure to retry.
    staleTime: 60 * 60 * 1000,
    retry: false,
    meta: { errorHandling: 'form' },
  });
}

/** Asks only once `bsb` is a whole BSB (6 digits), so half-typed values send nothing. */
export function useBsbDetail(bsb: string | null) {
  return useQuery({ ...bsbDetailQueryOptions(bsb ?? ''), enabled: bsb !== null });
}
