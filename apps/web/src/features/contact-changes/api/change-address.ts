import { addressChangedSchema, type AddressChanged, type ChangeAddress } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';

/** POST /profiles/change-address/ with the residential address fields of the personal details. A protected write. */
export function changeAddress(input: ChangeAddress): Promise<AddressChanged> {
  return api.post('/profiles/change-address/', input, { schema: addressChangedSchema });
}

export function useChangeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAddress,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
  });
}
