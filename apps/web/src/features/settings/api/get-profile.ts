import { PROFILE_API_VERSION, profileSchema, type Profile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /profiles/my/ with the version header (document 1 §7: "profile my, version 2"). */
export function getProfile(): Promise<Profile> {
  return api.get('/profiles/my/', { version: PROFILE_API_VERSION, schema: profileSchema });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['profile', 'my'], queryFn: getProfile, staleTime: 60_000 });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
