import {
  accountingMethodListSchema,
  sourceOfFundsListSchema,
  type AccountingMethod,
  type SourceOfFunds,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ipm/sources-of-funds/ (reference data): the checkboxes of the application. */
export function useSourcesOfFunds() {
  return useQuery({
    queryKey: ['reference', 'sources-of-funds'],
    queryFn: async (): Promise<SourceOfFunds[]> =>
      (await api.get('/ipm/sources-of-funds/', { schema: sourceOfFundsListSchema })).results,
    staleTime: 15 * 60 * 1000,
  });
}

/** GET /ipm/accounting-methods/ (reference data): the accounting method's choices. */
export function useAccountingMethods() {
  return useQuery({
    queryKey: ['reference', 'accounting-methods'],
    queryFn: async (): Promise<AccountingMethod[]> =>
      (await api.get('/ipm/accounting-methods/', { schema: accountingMethodListSchema })).results,
    staleTime: 15 * 60 * 1000,
  });
}
