import { certificateTemplateSchema, type CertificateTemplate } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/certificate-template/ (spec 2 §7): where the blank wholesale investor certificate is. */
export function getCertificateTemplate(): Promise<CertificateTemplate> {
  return api.get('/accounts/certificate-template/', { schema: certificateTemplateSchema });
}

export function certificateTemplateQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'certificate-template'],
    queryFn: getCertificateTemplate,
    staleTime: Infinity,
  });
}

export function useCertificateTemplate() {
  return useQuery(certificateTemplateQueryOptions());
}
