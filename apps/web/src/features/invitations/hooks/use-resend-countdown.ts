import { useCallback, useState } from 'react';
import { useTenant } from '../../../lib/branding/tenant-context';
import { useNow } from '../../../lib/use-now';
import { readResendAt, writeResendAt, type CodeChannel } from '../utils/invite-storage';

export type ResendCountdown = {
  /** Whole seconds until Resend is allowed; 0 when it is. */
  secondsLeft: number;
  /** A code just went out: count down the tenant's resend timeout, or `seconds` when the server said. */
  restart: (seconds?: number) => void;
};

/**
 * The resend countdown of one invitation code. The server's answers carry no resend time, so a
 * code sent now may be resent after the tenant's resend timeout (the same figure the server
 * applies); a 429 restarts it from the server's Retry-After instead.
 */
export function useResendCountdown(uuid: string, channel: CodeChannel): ResendCountdown {
  const { configuration } = useTenant();
  const timeout = configuration.settings.resend_verification_code_timeout;
  const [resendAt, setResendAt] = useState(() => readResendAt(uuid, channel));
  const now = useNow(resendAt > Date.now());

  const restart = useCallback(
    (seconds = timeout) => {
      const at = Date.now() + seconds * 1000;
      writeResendAt(uuid, channel, at);
      setResendAt(at);
    },
    [uuid, channel, timeout],
  );

  return { secondsLeft: Math.max(0, Math.ceil((resendAt - now) / 1000)), restart };
}
