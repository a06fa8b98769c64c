import { detailSchema, type DetailResponse, type PasswordChange } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/**
 * POST /auth/base/password-change/ {old_password, new_password1, new_password2}. A wrong old
 * password comes back on old_password; other sessions end, this one stays.
 */
export function changePassword(input: PasswordChange): Promise<DetailResponse> {
  return api.post('/auth/base/password-change/', input, { schema: detailSchema });
}

/** A forced change is over once the password changed: the rest of the app opens again. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorHandling: 'form' },
    onSuccess: () => session.setForcePasswordChange(false),
  });
}
