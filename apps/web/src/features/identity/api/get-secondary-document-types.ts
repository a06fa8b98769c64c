import { secondaryDocumentTypeSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lookupQueryOptions } from '../../../components/lookups/lookup-query';

/** GET /profiles/available-secondary-document-types/: Medicare card and the other types allowed. */
export const secondaryDocumentTypesQueryOptions = () =>
  lookupQueryOptions('/profiles/available-secondary-document-types/', secondaryDocumentTypeSchema);

export function useSecondaryDocumentTypes() {
  return useQuery(secondaryDocumentTypesQueryOptions());
}
