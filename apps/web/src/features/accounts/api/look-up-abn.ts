import { abnLookupResultSchema, type AbnLookupInput, type AbnLookupResult } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /accounts/abn-lookup/ {abn} -> the organisation the register holds under it (spec 2 §7). */
export function lookUpAbn(input: AbnLookupInput): Promise<AbnLookupResult> {
  return api.post('/accounts/abn-lookup/', input, { schema: abnLookupResultSchema });
}

/** Its errors (a bad number, a register that did not answer) belong on the ABN field, not a page. */
export function useLookUpAbn() {
  return useMutation({ mutationFn: lookUpAbn, meta: { errorHandling: 'form' } });
}
