import type { SecondaryUserTitle } from '@portal/contract';

/** How the invitation pages name the title offered. */
export function roleLabel(role: SecondaryUserTitle): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
