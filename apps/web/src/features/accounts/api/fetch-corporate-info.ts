import { corporateInfoSchema, type CorporateInfo, type CorporateInfoLookupInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /accounts/fetch-corporate-info/ {acn} -> the company's name and officeholders (spec 2 §7). */
export function fetchCorporateInfo(input: CorporateInfoLookupInput): Promise<CorporateInfo> {
  return api.post('/accounts/fetch-corporate-info/', input, { schema: corporateInfoSchema });
}

/** Its errors belong on the ACN field (spec 2 §8), not a page. */
export function useFetchCorporateInfo() {
  return useMutation({ mutationFn: fetchCorporateInfo, meta: { errorHandling: 'form' } });
}
