import { contactDetailSchema, type ContactDetail, type ContactDetailInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { contactDetailQueryOptions } from './get-contact-detail';

/** POST /profiles/contact-details/ the first time, PATCH /{id}/ after. */
export function saveContactDetail({ id, values }: { id?: number; values: ContactDetailInput }): Promise<ContactDetail> {
  return id === undefined
    ? api.post('/profiles/contact-details/', values, { schema: contactDetailSchema })
    : api.patch(`/profiles/contact-details/${id}/`, values, { schema: contactDetailSchema });
}

export function useSaveContactDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactDetail,
    meta: { errorHandling: 'form' },
    onSuccess: (detail) => {
      queryClient.setQueryData(contactDetailQueryOptions().queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
  });
}
