import { z } from 'zod';
import { CURRENT_PASSWORD_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../auth/auth.constants.js';
import { isStrongPassword } from '../validators/password.js';
import { fieldSpecMessages } from './fields.messages.js';
import { requiredTextField } from './text-field.js';

// Passwords are taken exactly as typed: a leading space is part of the secret.
const asTyped = { normalise: (value: string) => value };

/** Login and confirm-with-password fields: required, and no longer than any password could be. */
export const currentPasswordSchema = requiredTextField(CURRENT_PASSWORD_MAX_LENGTH, [], asTyped);

/** A new password: every rule of the checklist, up to PASSWORD_MAX_LENGTH. */
export const newPasswordSchema = requiredTextField(
  PASSWORD_MAX_LENGTH,
  [[isStrongPassword, fieldSpecMessages.passwordChecklistIncomplete]],
  asTyped,
);

const repeatedPassword = requiredTextField(PASSWORD_MAX_LENGTH, [], asTyped);

function repeatMatches(data: { new_password1: string; new_password2: string }): boolean {
  return data.new_password1 === data.new_password2;
}

const repeatRule = {
  message: fieldSpecMessages.passwordsDoNotMatch,
  path: ['new_password2'],
  // An empty repeat is reported as required, not also as a mismatch.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { new_password1?: unknown; new_password2?: unknown } | undefined;
    return (
      typeof value?.new_password1 === 'string' && typeof value.new_password2 === 'string' && value.new_password2 !== ''
    );
  },
};

/** Setting a password (reset confirmation): new_password1 and its repeat new_password2. */
export const passwordSetupSchema = z
  .object({ new_password1: newPasswordSchema, new_password2: repeatedPassword })
  .refine(repeatMatches, repeatRule);
export type PasswordSetup = z.infer<typeof passwordSetupSchema>;

/** Changing a password: the current one, then as for setup (the password-change call's fields). */
export const passwordChangeSchema = z
  .object({ old_password: currentPasswordSchema, new_password1: newPasswordSchema, new_password2: repeatedPassword })
  .refine(repeatMatches, repeatRule);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
