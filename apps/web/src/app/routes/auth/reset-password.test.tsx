import { AuthMessages, Messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const CHECK = '*/api/auth/base/password-reset-check-token-expiration/';
const CONFIRM = '*/api/auth/base/password-reset-confirm/';
const NEW_PASSWORD = 'Brand-New-Pass-2026';

describe('password reset', () => {
  it('request: sends the e-mail address, then shows the server’s sentence and the way back', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/base/password-reset/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: AuthMessages.passwordResetSent });
      }),
    );
    const { user } = renderApp({ url: '/auth/login/' });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'investor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(AuthMessages.passwordResetSent)).toBeTruthy();
    expect(sent).toEqual({ email: 'investor@example.com' });
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/auth/login/');
  });

  it('confirm: a dead link says so and offers a new one', async () => {
    server.use(http.post(CHECK, () => HttpResponse.json({ is_valid: false })));
    renderApp({ url: '/auth/reset-password-confirm/?token=used-token' });
    expect(await screen.findByText(AuthMessages.tokenInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/auth/reset-password/');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('confirm: a link without a token says so without asking the server', async () => {
    renderApp({ url: '/auth/reset-password-confirm/' });
    expect(await screen.findByText(AuthMessages.tokenInvalid)).toBeTruthy();
  });

  it('confirm: sets the new password and goes to login with the server’s sentence', async () => {
    let sent: unknown;
    server.use(
      http.post(CHECK, () => HttpResponse.json({ is_valid: true })),
      http.post(CONFIRM, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: AuthMessages.passwordResetDone });
      }),
    );
    const { user, location } = renderApp({ url: '/auth/reset-password-confirm/?token=tok-123' });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    const password = await screen.findByLabelText('New password');
    await user.type(password, NEW_PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), `${NEW_PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(Messages.passwordsDoNotMatch)).toBeTruthy();

    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(screen.getByText(AuthMessages.passwordResetDone)).toBeTruthy();
    expect(location().pathname).toBe('/auth/login/');
    expect(sent).toEqual({ token: 'tok-123', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
  });

  it('confirm: a link used meanwhile shows the server’s message above the form', async () => {
    server.use(
      http.post(CHECK, () => HttpResponse.json({ is_valid: true })),
      http.post(CONFIRM, () =>
        HttpResponse.json(
          { field_errors: { token: [AuthMessages.tokenInvalid] }, non_field_errors: [] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp({ url: '/auth/reset-password-confirm/?token=tok-9' });
    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(AuthMessages.tokenInvalid);
  });
});

describe('e-mail verification', () => {
  it('verifies the link once and says so', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/base/email-verify/', async ({ request }) => {
        calls += 1;
        expect(await request.json()).toEqual({ token: 'mail-tok' });
        return HttpResponse.json({ detail: AuthMessages.emailVerified });
      }),
    );
    renderApp({ url: '/auth/email-verify/?token=mail-tok', strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail verification' })).toBeTruthy();
    expect(await screen.findByText(AuthMessages.emailVerified)).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('says when the link does not work', async () => {
    server.use(
      http.post('*/api/auth/base/email-verify/', () =>
        HttpResponse.json(
          { field_errors: { token: [AuthMessages.tokenInvalid] }, non_field_errors: [] },
          { status: 400 },
        ),
      ),
    );
    renderApp({ url: '/auth/email-verify/?token=bad' });
    expect(await screen.findByText(AuthMessages.tokenInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
  });
});
