/**
 * One-time codes: the six-digit two-factor and phone code (SMS or e-mail) and the twelve-digit
 * invitation code. Pasted codes often carry spaces, which are dropped.
 */
import { AUTH_CODE_LENGTH } from '../auth/auth.constants.js';
import { INVITATION_CODE_LENGTH } from '../invitations/invitations.constants.js';
import { removeWhitespace } from './digits.js';

export const AUTH_CODE_PATTERN = new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`);
export const INVITATION_CODE_PATTERN = new RegExp(`^\\d{${INVITATION_CODE_LENGTH}}$`);

export function normaliseCode(value: string): string {
  return removeWhitespace(value);
}

export function isValidAuthCode(value: string): boolean {
  return AUTH_CODE_PATTERN.test(normaliseCode(value));
}

export function isValidInvitationCode(value: string): boolean {
  return INVITATION_CODE_PATTERN.test(normaliseCode(value));
}
