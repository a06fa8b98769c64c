import { AuthMessages, ErrorCode, Messages } from '@portal/contract';
import { paths, QueryParam } from '../config/paths';
import { isApiError } from './api-error';
import { currentHref, navigateTo } from './navigation';
import { session, type SignOutReason } from './session';
import { showErrorToast } from './toasts';

/**
 * Who deals with a failed call:
 * - 'global': this handler does everything document 1 §8 says (pages, toasts, sign-out);
 * - 'form': a form shows the message itself (field errors, alert above the form); this handler only
 *   applies what concerns the whole session (blocked account, two-factor, forced password change,
 *   verification limit, 401 while signed in);
 * - 'none': the caller owns the error completely (e.g. the branding gate with its Retry button).
 */
export type ErrorHandling = 'global' | 'form' | 'none';

export function handleApiError(
  error: unknown,
  handling: ErrorHandling,
  signOut: (reason?: SignOutReason) => void,
): void {
  if (handling === 'none') return;
  if (!isApiError(error)) {
    // Not from the server (an answer that broke the contract, a bug): say so without leaking internals.
    if (handling === 'global') showErrorToast(Messages.genericError);
    return;
  }

  // --- Consequences for the whole session, whoever owns the error ---
  if (error.isBlocked) {
    // The reason makes the signed-in guard, which re-renders first, send the user to the same page.
    signOut('blocked');
    void navigateTo(paths.errors.accountBlocked.getHref(), { replace: true });
    return;
  }
  if (error.status === 401) {
    // "A 401 logs the user out without a call to the server."
    if (handling === 'form' && !session.isSignedIn()) return;
    const back = currentHref();
    // The server ends a session left idle too long; the login page then says why.
    signOut(error.detail === AuthMessages.sessionExpired ? 'expired' : undefined);
    void navigateTo(paths.auth.login.getHref(isSignedInArea(back) ? { [QueryParam.redirectUrl]: back } : undefined), {
      replace: true,
    });
    return;
  }
  if (error.isVerificationLimitReached) {
    void navigateTo(paths.errors.errorPage.getHref(), { state: { message: error.detail ?? Messages.genericError } });
    return;
  }
  if (error.requiresTwoFactor) {
    session.setTwoFactorRequired(true);
    return;
  }
  if (error.requiresPasswordChange) {
    session.setForcePasswordChange(true);
    return;
  }

  if (handling === 'form') return;

  // --- Everything else, for calls that left it to us ---
  if (error.detail) showErrorToast(error.detail);
  // Staff or an advisor asked for a change only the client may make, or a person a change to an
  // account they may not make, or a staff member what their role may not: the toast says so and they stay where they are (it is not a page
  // they may not see).
  if (
    error.code === ErrorCode.actingForClientRefused ||
    error.code === ErrorCode.accountChangeRefused ||
    error.code === ErrorCode.staffRoleRefused
  )
    return;
  if (error.status === 403) {
    void navigateTo(paths.errors.forbidden.getHref(), { replace: true });
  } else if (error.status === 404) {
    void navigateTo(paths.errors.pageNotFound.getHref(), { replace: true });
  } else if (error.isServerError) {
    void navigateTo(paths.errors.internalServerError.getHref({ [QueryParam.status]: error.status }), { replace: true });
  } else if (!error.detail) {
    showErrorToast(error.message);
  }
}

/** Coming back to a login or error page after signing in would be pointless. */
function isSignedInArea(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return !(path.startsWith('/auth/') || Object.values(paths.errors).some((r) => r.path === path));
}
