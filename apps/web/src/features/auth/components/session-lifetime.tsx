import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths, QueryParam } from '../../../config/paths';
import { currentHref, navigateTo } from '../../../lib/navigation';
import { signOutLocally } from '../../../lib/query-client';
import { useKeepSessionAlive } from '../api/keep-session-alive';
import { useSessionLifetime } from '../hooks/use-session-lifetime';
import { useSignOut } from '../hooks/use-sign-out';
import { SessionExpiryDialog } from './session-expiry-dialog';

/**
 * Watches an open session for inactivity (document 1 §4): the keep-alive modal after
 * session_expire_warning_after seconds, sign-out after session_expire_after. Expiry signs out
 * locally only (the server has ended the session already) and the login page says why; the user
 * comes back to this page after signing in again. Mounted once, for as long as a session exists.
 */
export function SessionLifetime() {
  const queryClient = useQueryClient();
  const phase = useSessionLifetime();
  const keepAlive = useKeepSessionAlive();
  const { signOut, confirmDialog } = useSignOut();
  const expired = phase.kind === 'expired';

  useEffect(() => {
    if (!expired) return;
    const back = currentHref();
    signOutLocally(queryClient, 'expired');
    const redirect =
      back.startsWith('/auth/') || back === paths.home.path ? undefined : { [QueryParam.redirectUrl]: back };
    void navigateTo(paths.auth.login.getHref(redirect), { replace: true });
  }, [expired, queryClient]);

  return (
    <>
      <SessionExpiryDialog
        open={phase.kind === 'warning'}
        secondsLeft={phase.kind === 'warning' ? phase.secondsLeft : 0}
        staying={keepAlive.isPending}
        onStay={() => keepAlive.mutate()}
        onSignOut={signOut}
      />
      {confirmDialog}
    </>
  );
}
