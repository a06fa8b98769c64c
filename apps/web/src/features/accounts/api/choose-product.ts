import { accountSchema, type Account, type AccountProductCreate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** POST /accounts/{id}/products/ (spec 2 §2 Apply now): the account applies for loan notes or a private portfolio. */
export function chooseProduct({
  id,
  product,
}: {
  id: number;
  product: AccountProductCreate['product'];
}): Promise<Account> {
  return api.post(`/accounts/${id}/products/`, { product }, { schema: accountSchema });
}

/** A refusal shows beside the button, so errors are the section's. */
export function useChooseProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseProduct,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
