import { isApiError } from '../../../lib/api-error';
import type { ResendCountdown } from './use-resend-countdown';

/**
 * Resend for an invitation code: on success the countdown starts again; a 429 (too soon) restarts
 * it from the server's Retry-After. The message itself is the global handler's toast.
 */
export function useResend(send: () => Promise<unknown>, countdown: ResendCountdown): () => void {
  return () => {
    send().then(
      () => countdown.restart(),
      (error: unknown) => {
        if (isApiError(error) && error.status === 429 && error.retryAfterSeconds !== undefined) {
          countdown.restart(error.retryAfterSeconds);
        }
      },
    );
  };
}
