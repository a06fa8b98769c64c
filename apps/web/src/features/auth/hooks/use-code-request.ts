import { Messages, type TwoFactorChannel, type TwoFactorRequestResponse } from '@portal/contract';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { showErrorToast } from '../../../lib/toasts';
import { useRequestTwoFactorCode } from '../api/request-two-factor-code';
import {
  readCodeRequest,
  sessionFingerprint,
  writeCodeRequest,
  type CodePurpose,
  type CodeRequestRecord,
} from '../utils/code-request-storage';
import { useNow } from '../../../lib/use-now';

/**
 * Requests in flight, by session and purpose. React StrictMode runs a mount effect twice, and two
 * screens may want the same code; both then wait for the one request instead of sending two SMS.
 */
const inFlight = new Map<string, Promise<CodeRequestRecord | null>>();

export type CodeRequest = {
  /** The last answer (possibly from before a reload), or null before the first one. */
  record: CodeRequestRecord | null;
  /** Whole seconds until Resend is allowed; 0 when it is. */
  secondsUntilResend: number;
  isSending: boolean;
  resend: () => void;
};

/**
 * Sends a two-factor code as the screen opens, exactly once: not again on a StrictMode re-run,
 * nor after a reload while the resend countdown still runs (the deadline is in localStorage).
 * Then Resend, which stays disabled until the countdown ends (document 1 §4). Failures show the
 * server's detail as a toast; a 429 also restarts the countdown from its Retry-After.
 */
export function useCodeRequest(purpose: CodePurpose, channel: TwoFactorChannel): CodeRequest {
  const { token } = useSession();
  const [record, setRecord] = useState(() => readCodeRequest(purpose, token));
  const [isSending, setSending] = useState(false);
  const now = useNow(record !== null && record.resendAt > Date.now());
  const mutation = useRequestTwoFactorCode();
  const { mutateAsync } = mutation;

  const send = useCallback(async () => {
    if (!token) return;
    const key = `${purpose}:${sessionFingerprint(token)}`;
    let request = inFlight.get(key);
    if (!request) {
      const previous = readCodeRequest(purpose, token);
      request = requestWithFallback(mutateAsync, channel)
        .then((answer) => {
          const next: CodeRequestRecord = {
            session: sessionFingerprint(token),
            channel: answer.channel,
            destination: answer.destination,
            detail: answer.detail,
            reason: answer.reason,
            resendAt: Date.now() + answer.resend_available_in * 1000,
            sends: (previous?.sends ?? 0) + 1,
          };
          writeCodeRequest(purpose, next);
          return next;
        })
        .catch((error: unknown) => {
          reportFailure(error);
          // Too soon: keep what we knew and count down from the server's figure.
          if (isApiError(error) && error.status === 429 && error.retryAfterSeconds !== undefined && previous) {
            const next = { ...previous, resendAt: Date.now() + error.retryAfterSeconds * 1000 };
            writeCodeRequest(purpose, next);
            return next;
          }
          return previous;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
    }
    setSending(true);
    try {
      const next = await request;
      if (next) setRecord(next);
    } finally {
      setSending(false);
    }
  }, [token, purpose, channel, mutateAsync]);

  // Once per screen: the first code goes out by itself unless a countdown from before still runs.
  useEffect(() => {
    const stored = readCodeRequest(purpose, token);
    if (!stored || stored.resendAt <= Date.now()) void send();
    // Only on mount (and for a new session or purpose): a later `send` identity must not resend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purpose, token]);

  const secondsUntilResend = record ? Math.max(0, Math.ceil((record.resendAt - now) / 1000)) : 0;
  return { record, secondsUntilResend, isSending, resend: () => void send() };
}

type Send = (channel: TwoFactorChannel) => Promise<TwoFactorRequestResponse>;

/** SMS first; a user without a mobile number gets the code by e-mail instead of a dead end. */
async function requestWithFallback(send: Send, channel: TwoFactorChannel): Promise<TwoFactorRequestResponse> {
  try {
    return await send(channel);
  } catch (error) {
    if (channel === 'sms' && isApiError(error) && error.fieldErrors.channel) return send('email');
    throw error;
  }
}

function reportFailure(error: unknown): void {
  if (!isApiError(error)) {
    showErrorToast(Messages.genericError);
    return;
  }
  // The global handler already acted on these (sign-out, blocked page, two-factor screen).
  if (error.status === 401 || error.isBlocked || error.requiresTwoFactor || error.isVerificationLimitReached) return;
  showErrorToast(error.detail ?? error.nonFieldErrors ?? Object.values(error.fieldErrors)[0] ?? error.message);
}
