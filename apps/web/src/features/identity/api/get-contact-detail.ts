import { contactDetailSchema, type ContactDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readIfEntered } from './read-if-entered';

/** GET /profiles/contact-details/; null before they are entered. */
export function getContactDetail(): Promise<ContactDetail | null> {
  return readIfEntered(() => api.get('/profiles/contact-details/', { schema: contactDetailSchema }));
}

export function contactDetailQueryOptions() {
  return queryOptions({ queryKey: ['identity', 'contact-detail'], queryFn: getContactDetail });
}

export function useContactDetail() {
  return useQuery(contactDetailQueryOptions());
}
