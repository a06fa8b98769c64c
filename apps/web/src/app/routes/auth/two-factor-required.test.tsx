import { AuthMessages, ErrorCode, Messages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';
import { CONFIRM_LOGIN_CODE, serveCodeRequests } from '../../../testing/two-factor';

/** A signed-in session the server holds at login_2fa_required. */
function openTwoFactorScreen(options: { strict?: boolean } = {}) {
  session.signIn('key-2fa-0001');
  session.setTwoFactorRequired(true);
  return renderApp({ url: '/dashboard/', ...options });
}

async function codeField() {
  return (await screen.findByRole('textbox', { name: 'Verification code' })) as HTMLInputElement;
}

describe('two-factor verification screen', () => {
  it('sends one SMS as it opens, even under StrictMode, and says why and where it went', async () => {
    const sent = serveCodeRequests({});
    openTwoFactorScreen({ strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    expect(await screen.findByText(Messages.twoFactorCodeSent)).toBeTruthy();
    expect(screen.getByText('•••• ••• 678')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    const resend = screen.getByRole('button', { name: Messages.resendCodeIn(60) });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([{ channel: 'sms' }]);
  });

  it('uses the password-reset wording when that is why the code is asked for', async () => {
    serveCodeRequests({ reason: 'password_reset', detail: Messages.twoFactorAfterPasswordReset });
    openTwoFactorScreen();
    expect(await screen.findByText(Messages.twoFactorAfterPasswordReset)).toBeTruthy();
  });

  it('counts down, then Resend code sends another and the support link appears', async () => {
    const sent = serveCodeRequests({ resend_available_in: 1 }, { resend_available_in: 60 });
    const { user } = openTwoFactorScreen();

    const counting = await screen.findByRole('button', { name: 'Resend code in 0:01 second' });
    expect(counting.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: Messages.needHelpContactSupport })).toBeNull();

    const resend = await screen.findByRole('button', { name: Messages.resendCode }, { timeout: 3000 });
    expect(resend.hasAttribute('disabled')).toBe(false);
    await user.click(resend);

    const help = await screen.findByRole('link', { name: Messages.needHelpContactSupport });
    expect(help.getAttribute('href')).toBe('/account/contact-support/');
    expect(screen.getByRole('button', { name: 'Resend code in 1:00 minute' }).hasAttribute('disabled')).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('does not send again when the screen comes back while the countdown runs (a reload)', async () => {
    const sent = serveCodeRequests({ resend_available_in: 60 });
    const first = openTwoFactorScreen();
    await screen.findByText('•••• ••• 678');
    first.unmount();

    renderApp({ url: '/dashboard/' });
    expect(await screen.findByText('•••• ••• 678')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Resend code in 0:5\d second$|^Resend code in 1:00 minute$/ }),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(1);
  });

  it('shows a refused resend’s detail as a toast and counts down from Retry-After', async () => {
    serveCodeRequests({ resend_available_in: 1 }, () =>
      HttpResponse.json(
        { detail: AuthMessages.resendTooSoon(30), code: ErrorCode.rateLimited },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    const { user } = openTwoFactorScreen();
    await screen.findByRole('button', { name: 'Resend code in 0:01 second' });
    await user.click(await screen.findByRole('button', { name: Messages.resendCode }, { timeout: 3000 }));

    expect((await screen.findByRole('alert')).textContent).toContain(AuthMessages.resendTooSoon(30));
    expect(await screen.findByRole('button', { name: 'Resend code in 0:30 second' })).toBeTruthy();
  });

  it('keeps Verify disabled until six digits, and puts a wrong code on the field', async () => {
    serveCodeRequests({});
    server.use(
      http.post(CONFIRM_LOGIN_CODE, () =>
        HttpResponse.json(
          { field_errors: { code: [AuthMessages.invalidCode] }, non_field_errors: [] },
          { status: 400 },
        ),
      ),
    );
    const { user } = openTwoFactorScreen();
    const field = await codeField();
    const verify = screen.getByRole('button', { name: 'Verify' });

    await user.type(field, '12a');
    expect(verify.hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.type(field, '12345');
    expect(verify.hasAttribute('disabled')).toBe(true);
    await user.type(field, '6');
    expect(verify.hasAttribute('disabled')).toBe(false);
    await user.click(verify);

    const message = await screen.findByText(AuthMessages.invalidCode);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(field.value).toBe('123456');
  });

  it('disappears once the code is confirmed, and the app asks again for what failed', async () => {
    let confirmed = false;
    let profileCalls = 0;
    serveCodeRequests({});
    server.use(
      http.get('*/api/profiles/my/', () => {
        profileCalls += 1;
        return confirmed
          ? HttpResponse.json(testProfile())
          : HttpResponse.json(
              { detail: Messages.twoFactorCodeSent, code: ErrorCode.login2faRequired },
              { status: 403 },
            );
      }),
      http.post(CONFIRM_LOGIN_CODE, async ({ request }) => {
        expect(await request.json()).toEqual({ code: '654321' });
        await delay(20);
        confirmed = true;
        return HttpResponse.json({ detail: AuthMessages.codeConfirmed });
      }),
    );
    // Signed in without the flag: the profile's 403 is what brings the screen up.
    session.signIn('key-2fa-0002');
    const { user } = renderApp({ url: '/documents/' });

    await user.type(await codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: Messages.enterYourCode })).toBeNull();
    expect(session.get().twoFactorRequired).toBe(false);
    await waitFor(() => expect(profileCalls).toBeGreaterThanOrEqual(2));
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByText('Ivy Investor')).toBeTruthy();
    expect(localStorage.getItem('portal.two_factor_code.login')).toBeNull();
  });

  it('falls back to e-mail when the user has no mobile number', async () => {
    const sent = serveCodeRequests(
      () =>
        HttpResponse.json(
          {
            field_errors: { channel: ['There is no mobile number on your profile; choose e-mail instead.'] },
            non_field_errors: [],
          },
          { status: 400 },
        ),
      {
        channel: 'email',
        destination: 'investor@example.com',
        detail: 'A six digit code has just been sent via e-mail to verify your identity.',
      },
    );
    openTwoFactorScreen();
    const where = await screen.findByText('investor@example.com');
    expect(where.parentElement?.textContent).toContain('by e-mail');
    expect(sent).toEqual([{ channel: 'sms' }, { channel: 'email' }]);
  });

  it('Back to login ends the session on the server and shows login', async () => {
    let loggedOut = false;
    serveCodeRequests({});
    server.use(
      http.post('*/api/auth/base/logout/', () => {
        loggedOut = true;
        return HttpResponse.json({ detail: AuthMessages.loggedOut });
      }),
    );
    const { user } = openTwoFactorScreen();
    const form = await screen.findByRole('form', { name: Messages.enterYourCode });
    await user.click(within(form).getByRole('button', { name: 'Back to login' }));

    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(loggedOut).toBe(true);
    expect(session.isSignedIn()).toBe(false);
  });

  it('five wrong codes: the error page says Sorry! with the message', async () => {
    serveCodeRequests({});
    server.use(
      http.post(CONFIRM_LOGIN_CODE, () =>
        HttpResponse.json(
          { detail: AuthMessages.maxVerificationLimit, code: ErrorCode.maxVerificationLimitReached },
          { status: 403 },
        ),
      ),
    );
    const { user, location } = openTwoFactorScreen();
    await user.type(await codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.sorryTitle })).toBeTruthy();
    expect(screen.getByText(AuthMessages.maxVerificationLimit)).toBeTruthy();
    expect(location().pathname).toBe('/error-page/');
  });
});
