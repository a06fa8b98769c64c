import { loginRequestSchema, loginResponseSchema, type LoginRequest, type LoginResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** The form validates with the same schema the server does (e-mail required and valid, password required). */
export { loginRequestSchema };

/**
 * POST /auth/base/login/ {email, password} -> {key, profile} (document 1 §7). While the second
 * factor is still owed the server sends no profile, only `two_factor` (the code step).
 */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return api.post('/auth/base/login/', input, { schema: loginResponseSchema });
}

/**
 * Signs in. The form shows the errors (field_errors on fields, the rest above the form), so the
 * global handler only applies session-wide ones (a blocked account, two-factor). On success the
 * token is stored; the logged-out-only guard then moves on to redirect_url or the start.
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { errorHandling: 'form' },
    onSuccess: ({ key, profile, two_factor: twoFactor }) => {
      // Before the code there is no profile: whether this is staff comes with it, after the code.
      session.signIn(key, { isStaff: profile?.is_staff ?? false });
      // Known now, so the app does not flash before its first call answers login_2fa_required.
      if (twoFactor) session.setTwoFactorRequired(true);
      if (profile?.force_password_change) session.setForcePasswordChange(true);
    },
  });
}
