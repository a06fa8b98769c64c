import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useTenant } from '../../../lib/branding/tenant-context';
import { useNow } from '../../../lib/use-now';

export type ResendCountdown = {
  /** Whole seconds until Resend is allowed; 0 when it is. */
  secondsLeft: number;
  /** A code just went out: count down the tenant's resend timeout, or `seconds` when the server said. */
  restart: (seconds?: number) => void;
  /** Sends again: on success the countdown starts over; a 429 restarts it from the server's Retry-After. */
  resendWith: (send: () => Promise<unknown>) => () => void;
};

/**
 * The resend countdown of a change's confirmation code (document 1 §4 "Resend code"). The
 * answers carry no resend time, so it counts the tenant's resend timeout, the same figure
 * the server applies. Kept for the life of the step: leaving it starts the change over anyway.
 */
export function useResendCountdown(): ResendCountdown {
  const { configuration } = useTenant();
  const timeout = configuration.settings.resend_verification_code_timeout;
  const [resendAt, setResendAt] = useState(0);
  const now = useNow(resendAt > Date.now());

  const restart = useCallback((seconds = timeout) => setResendAt(Date.now() + seconds * 1000), [timeout]);
  const resendWith = useCallback(
    (send: () => Promise<unknown>) => () => {
      send().then(
        () => restart(),
        (error: unknown) => {
          if (isApiError(error) && error.status === 429 && error.retryAfterSeconds !== undefined) {
            restart(error.retryAfterSeconds);
          }
        },
      );
    },
    [restart],
  );

  return { secondsLeft: Math.max(0, Math.ceil((resendAt - now) / 1000)), restart, resendWith };
}
