import { AuthMessages, BackOfficeMessages, ErrorCode, Messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/mocks/server';
import { renderApp } from '../testing/render-app';
import { api } from '../lib/api-client';
import { session } from '../lib/session';

/**
 * The global handling of document 1 §8, seen from the user's side: a signed-in user is on the
 * dashboard when some query fails with the given answer.
 */
async function failWith(status: number, body: Record<string, unknown>) {
  server.use(http.get('*/api/probe/', () => HttpResponse.json(body, { status })));
  session.signIn('key-1');
  session.setSelectedAccountId('42');
  const app = renderApp({ url: '/dashboard/' });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await app.queryClient.prefetchQuery({ queryKey: ['probe'], queryFn: () => api.get('/probe/') });
  return app;
}

describe('global API error handling', () => {
  it('401: signs out without calling the server and goes to login, remembering the page', async () => {
    // Any call to logout would be an unhandled request and fail the test.
    const { location } = await failWith(401, { detail: 'Invalid token.', code: 'not_authenticated' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy();
    expect(location().pathname).toBe('/auth/login/');
    expect(new URLSearchParams(location().search).get('redirect_url')).toBe('/dashboard/');
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(sessionStorage.getItem('portal.selected_account_id')).toBeNull();
  });

  it('401 because the server ended an idle session: the login page says the session expired', async () => {
    await failWith(401, { detail: AuthMessages.sessionExpired, code: 'not_authenticated' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy();
    expect(screen.getByText(AuthMessages.sessionExpired)).toBeTruthy();
  });

  it('404: page-not-found, with the detail as a toast', async () => {
    const { location } = await failWith(404, { detail: 'No such report.', code: 'not_found' });
    // The toast first: it shows for 3 seconds from the error, while the page may take longer to
    // load on a busy machine.
    expect((await screen.findByRole('alert')).textContent).toContain('No such report.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(location().pathname).toBe('/page-not-found/');
    expect(session.isSignedIn()).toBe(true);
  });

  it.each([500, 502, 503, 505])('%i: internal-server-error showing the status', async (status) => {
    const { location } = await failWith(status, { detail: 'Server error.', code: 'server_error' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal server error' })).toBeTruthy();
    expect(screen.getByText(`Error ${status}`)).toBeTruthy();
    expect(location().pathname).toBe('/internal-server-error/');
    expect(location().search).toBe(`?status=${status}`);
  });

  it.each(['temporary_blocked', 'permanent_blocked'])(
    '%s: signs out and shows the account-blocked page',
    async (code) => {
      const { location } = await failWith(403, { detail: 'Blocked.', code });
      expect(await screen.findByText(Messages.accountBlocked)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Account blocked' })).toBeTruthy();
      expect(location().pathname).toBe('/account-blocked/');
      expect(session.isSignedIn()).toBe(false);
    },
  );

  it('max_verification_limit_reached: the error page says Sorry! with the message', async () => {
    const detail = 'You have reached the maximum number of verification attempts.';
    const { location } = await failWith(403, { detail, code: 'max_verification_limit_reached' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry!' })).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(location().pathname).toBe('/error-page/');
    expect(screen.queryByRole('heading', { name: 'Forbidden' })).toBeNull();
  });

  it.each(['login_2fa_required', 'permission_denied'])(
    '403 %s: the two-factor screen replaces the app',
    async (code) => {
      server.use(
        http.post('*/api/auth/two-factor-authentication/request-create/', () =>
          HttpResponse.json({
            detail: Messages.twoFactorCodeSent,
            channel: 'sms',
            destination: '0412 345 678',
            resend_available_in: 60,
            reason: 'login',
          }),
        ),
      );
      const { location } = await failWith(403, { detail: 'A code is required.', code });
      expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
      expect(location().pathname).toBe('/dashboard/');
      expect(session.get().twoFactorRequired).toBe(true);
    },
  );

  it('403 saying the password must be changed: forced to the change-password screen', async () => {
    await failWith(403, { detail: AuthMessages.passwordChangeRequired, code: ErrorCode.passwordChangeRequired });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    expect(session.get().forcePasswordChange).toBe(true);
  });

  it('any other 403: the forbidden page', async () => {
    const { location } = await failWith(403, { detail: 'Not yours.', code: 'forbidden' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forbidden' })).toBeTruthy();
    expect(location().pathname).toBe('/forbidden/');
  });

  it('403 for a change only the client may make, while acting for them: the message as a toast, the page stays', async () => {
    const { location } = await failWith(403, {
      detail: AuthMessages.actingForClientRefused,
      code: ErrorCode.actingForClientRefused,
    });
    expect((await screen.findByRole('alert')).textContent).toContain(AuthMessages.actingForClientRefused);
    expect(location().pathname).toBe('/dashboard/');
    expect(screen.queryByRole('heading', { level: 1, name: 'Forbidden' })).toBeNull();
  });

  it('403 for an account change the person may not make: the reason as a toast, no code asked, the page stays', async () => {
    const { location } = await failWith(403, {
      detail: Messages.signingAuthorityRequired,
      code: ErrorCode.accountChangeRefused,
    });
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.signingAuthorityRequired);
    expect(location().pathname).toBe('/dashboard/');
    expect(screen.queryByRole('heading', { level: 1, name: 'Forbidden' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeNull();
  });

  it('403 for a change a staff member’s role may not make: the role’s message as a toast, no code asked, the page stays', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    const { location } = await failWith(403, { detail: refusal, code: ErrorCode.staffRoleRefused });
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(location().pathname).toBe('/dashboard/');
    expect(session.get().twoFactorRequired).toBe(false);
    expect(screen.queryByRole('heading', { level: 1, name: 'Forbidden' })).toBeNull();
  });

  it('other failures with a detail: an error toast, the page stays', async () => {
    const { location } = await failWith(409, { detail: 'Already submitted.', code: 'conflict' });
    expect((await screen.findByRole('alert')).textContent).toContain('Already submitted.');
    expect(location().pathname).toBe('/dashboard/');
  });
});
