import type { Profile } from './profile.schemas.js';

/** The one role a profile's `roles` lists (issue #24): what the person signs in as. */
export const ProfileRole = {
  staff: 'staff',
  advisor: 'advisor',
  investor: 'investor',
} as const;
export type ProfileRole = (typeof ProfileRole)[keyof typeof ProfileRole];

/**
 * Staff and advisors act for clients (spec 1 §6, issue #24): they choose a client to see the
 * portal as that client sees it, rather than having a portfolio of their own.
 */
export function profileActsForClients(profile: Pick<Profile, 'is_staff' | 'roles'>): boolean {
  return profile.is_staff || profile.roles.includes(ProfileRole.advisor);
}
