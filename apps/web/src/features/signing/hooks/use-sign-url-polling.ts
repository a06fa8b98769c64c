import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { getSignUrl } from '../api/get-sign-url';

/** The signing step asks for the sign URL every 2 seconds (issue #21 item 4)... */
export const SIGN_URL_POLL_INTERVAL_MS = 2_000;
/** ...and gives up after 2 minutes, saying so, with Try again. */
export const SIGN_URL_POLL_LIMIT_MS = 120_000;

export type SignUrlPolling =
  | { state: 'waiting' }
  | { state: 'ready'; signUrl: string }
  | { state: 'timed-out' }
  /** The server refused for good (the envelope finished, was declined, the signer already signed). */
  | { state: 'refused'; detail: string };

/**
 * Polls GET change-requests/{id}/sign-url/ until it answers a URL. A 404 means the provider has
 * no link for the signer yet (the envelope is still being prepared), so polling goes on; a 403
 * or 410 is final. `retry` starts a new 2 minutes.
 */
export function useSignUrlPolling(changeRequestId: number | null): SignUrlPolling & { retry: () => void } {
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<SignUrlPolling>({ state: 'waiting' });

  useEffect(() => {
    if (changeRequestId === null) return;
    const abort = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      try {
        const { sign_url } = await getSignUrl(changeRequestId, abort.signal);
        if (!abort.signal.aborted) setResult({ state: 'ready', signUrl: sign_url });
        return;
      } catch (error) {
        if (abort.signal.aborted) return;
        if (isApiError(error) && (error.status === 403 || error.status === 410 || error.status === 400)) {
          setResult({ state: 'refused', detail: error.detail ?? error.nonFieldErrors ?? error.message });
          return;
        }
      }
      if (Date.now() - startedAt + SIGN_URL_POLL_INTERVAL_MS > SIGN_URL_POLL_LIMIT_MS) {
        setResult({ state: 'timed-out' });
        return;
      }
      timer = setTimeout(() => void poll(), SIGN_URL_POLL_INTERVAL_MS);
    };

    setResult({ state: 'waiting' });
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [changeRequestId, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { ...result, retry };
}
