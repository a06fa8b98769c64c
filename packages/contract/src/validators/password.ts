/**
 * The new-password checklist (spec 1 §5): the form shows each rule ticked as it is met, and
 * submit needs all of them. Letters count in any alphabet, so 'Ünïcödé' passwords are judged
 * fairly; a special character is anything that is neither a letter, a digit nor a space.
 */
import { PASSWORD_MIN_LENGTH } from '../auth/auth.constants.js';

export const PasswordRule = {
  minLength: 'minLength',
  uppercase: 'uppercase',
  lowercase: 'lowercase',
  digit: 'digit',
  special: 'special',
  matches: 'matches',
} as const;
export type PasswordRule = (typeof PasswordRule)[keyof typeof PasswordRule];

export type PasswordChecklist = Record<PasswordRule, boolean>;

/** Checklist wording: the documents list the rules but quote no labels, so these are ours. */
export const PasswordRuleLabel = {
  minLength: `At least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  digit: 'One number',
  special: 'One special character',
  matches: 'Passwords match',
} as const satisfies Record<PasswordRule, string>;

export function passwordChecklist(password: string, repeat?: string): PasswordChecklist {
  return {
    // Code points, so an emoji counts once as the person sees it.
    minLength: [...password].length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
    matches: repeat !== undefined && password.length > 0 && repeat === password,
  };
}

/** Every rule of the password itself; whether the repeat matches is the form's concern. */
export function isStrongPassword(password: string): boolean {
  const { matches: _matches, ...rules } = passwordChecklist(password);
  return Object.values(rules).every(Boolean);
}
