import { secondaryDocumentSchema, type SecondaryDocument, type SecondaryDocumentInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { personalDetailQueryOptions } from './get-personal-detail';

/** POST /profiles/personal-details/{id}/secondary-verification-document/: runs the identity check with it. */
export function saveSecondaryDocument({
  personalDetailId,
  values,
}: {
  personalDetailId: number;
  values: SecondaryDocumentInput;
}): Promise<SecondaryDocument> {
  return api.post(`/profiles/personal-details/${personalDetailId}/secondary-verification-document/`, values, {
    schema: secondaryDocumentSchema,
  });
}

export function useSaveSecondaryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecondaryDocument,
    meta: { errorHandling: 'form' },
    // A verified second document makes the personal details verified too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: personalDetailQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
  });
}
