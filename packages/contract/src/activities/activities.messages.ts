/** The descriptions the server writes on a user's activity list (ours: the documents name the list, not its words). */
import { formatMobile } from '../formatters/identifiers.js';

export const ActivityDescriptions = {
  signIn: 'Signed in with e-mail and password',
  passwordChanged: 'Password changed',
  passwordReset: 'Password reset from an e-mail link',
  emailChanged: (email: string) => `E-mail address changed to ${email}`,
  phoneChanged: (phone: string) => `Mobile number changed to ${formatMobile(phone)}`,
  addressChanged: (address: string) => `Residential address changed to ${address}`,
  accountBlocked: 'Access to the portal blocked by the account holder',
  accountUnblocked: 'Access to the portal restored by the provider',
  /** On the client's list: who opened the portal as them. */
  actedFor: (actor: string, client: string) => `Viewed by ${actor} on behalf of ${client}`,
} as const;
