import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /profiles/personal-document/{id}/: the user removed a file they had just chosen. */
export function deletePersonalDocument(id: number): Promise<void> {
  return api.delete(`/profiles/personal-document/${id}/`);
}

export function useDeletePersonalDocument() {
  // Removing is tidying up: the form already forgot the file, so a failure needs no toast.
  return useMutation({ mutationFn: deletePersonalDocument, meta: { errorHandling: 'none' } });
}
