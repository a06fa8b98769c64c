import { referenceImportResultSchema, type ReferenceImportResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_REFERENCE_ROOT } from './back-office-reference-keys';

/** POST /api/operator/reference/: replaces the reference data with the file; a bad entry changes nothing. */
export function importReferenceData(file: unknown): Promise<ReferenceImportResult> {
  return api.post('/operator/reference/', file, { schema: referenceImportResultSchema });
}

export function useImportReferenceData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReferenceData,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_REFERENCE_ROOT }),
  });
}
