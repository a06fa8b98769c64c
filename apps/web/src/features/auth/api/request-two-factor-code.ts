import { twoFactorRequestResponseSchema, type TwoFactorChannel, type TwoFactorRequestResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /auth/two-factor-authentication/request-create/ {channel}: sends a six-digit code. The
 * server decides what the code is for (the login code while the session waits for one, else an
 * action code) and answers where it went and when another may be asked for. 429 inside the
 * resend timeout.
 */
export function requestTwoFactorCode(channel: TwoFactorChannel): Promise<TwoFactorRequestResponse> {
  return api.post(
    '/auth/two-factor-authentication/request-create/',
    { channel },
    { schema: twoFactorRequestResponseSchema },
  );
}

/** The caller shows failures itself (a toast with the detail); only session-wide ones go global. */
export function useRequestTwoFactorCode() {
  return useMutation({ mutationFn: requestTwoFactorCode, meta: { errorHandling: 'form' } });
}
