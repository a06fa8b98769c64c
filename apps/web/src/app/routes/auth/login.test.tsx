import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Messages } from '@portal/contract';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';
import { serveCodeRequests } from '../../../testing/two-factor';

const LOGIN = '*/api/auth/base/login/';

async function openLogin(url = '/auth/login/') {
  const app = renderApp({ url });
  await screen.findByRole('heading', { level: 1, name: 'Client Portal' });
  return {
    ...app,
    email: screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('login', () => {
  it('shows the brand, the labelled fields and the reset link', async () => {
    await openLogin();
    expect(screen.getByRole('img', { name: 'Harbour Private Wealth' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/auth/reset-password/');
  });

  it('checks the fields in the browser with the documents’ messages', async () => {
    const { user, email, submit } = await openLogin();

    await user.click(submit);
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(email, 'not-an-email');
    await user.click(submit);
    expect(await screen.findByText('Email format is not valid')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('puts a 400’s field errors on the fields and keeps what was typed', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          {
            field_errors: { email: ['This account is not active.', 'Contact your adviser.'] },
            non_field_errors: ['Unable to sign in with the details provided.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, email, password, submit, location } = await openLogin();

    await user.type(email, 'investor@example.com');
    await user.type(password, 'Portal-Demo-2026!');
    await user.click(submit);

    // Array values joined into one text, on the field they concern.
    const message = await screen.findByText('This account is not active. Contact your adviser.');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('alert').textContent).toContain('Unable to sign in with the details provided.');
    expect(email.value).toBe('investor@example.com');
    expect(password.value).toBe('Portal-Demo-2026!');
    expect(location().pathname).toBe('/auth/login/');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });

  it('shows a detail (e.g. a 404 before the server has the route) on the form, not as a page', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 })));
    const { user, email, password, submit, location } = await openLogin();
    await user.type(email, 'investor@example.com');
    await user.type(password, 'secret');
    await user.click(submit);

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect((await within(form).findByRole('alert')).textContent).toContain('Not found.');
    expect(location().pathname).toBe('/auth/login/');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('sends e-mail and password, stores the key and goes to redirect_url', async () => {
    let sent: unknown;
    server.use(
      http.post(LOGIN, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ key: 'token-123', profile: testProfile(), two_factor: null });
      }),
    );
    const { user, email, password, submit, location } = await openLogin(
      '/auth/login/?redirect_url=%2Faccount-setup%2Fsummary%2F',
    );
    await user.type(email, '  investor@example.com ');
    await user.type(password, 'Portal-Demo-2026!');
    await user.click(submit);

    // The summary of the selected account; the test profile has none selected yet.
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration summary' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your accounts' })).toBeTruthy();
    expect(location().pathname).toBe('/account-setup/summary/');
    expect(sent).toEqual({ email: 'investor@example.com', password: 'Portal-Demo-2026!' });
    expect(localStorage.getItem('portal.token')).toBe('token-123');
  });

  it('goes straight to the code step when the answer owes a second factor, with no profile', async () => {
    serveCodeRequests({});
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({
          key: 'token-2fa',
          profile: null,
          two_factor: {
            reason: 'login',
            detail: Messages.twoFactorCodeSent,
            channel: 'sms',
            destination: '•••• ••• 678',
            code_expires_in: 600,
            resend_timeout: 60,
          },
        }),
      ),
    );
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'investor@example.com');
    await user.type(password, 'Portal-Demo-2026!');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    expect(await screen.findByText('•••• ••• 678')).toBeTruthy();
    expect(localStorage.getItem('portal.token')).toBe('token-2fa');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('ignores a redirect_url that leaves the site', async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ key: 'token-123', profile: testProfile(), two_factor: null })),
    );
    const { user, email, password, submit, location } = await openLogin(
      '/auth/login/?redirect_url=%2F%2Fevil.example.com%2F',
    );
    await user.type(email, 'investor@example.com');
    await user.type(password, 'x');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(location().pathname).toBe('/dashboard/');
  });

  it('the raw login is the same working sign-in form', async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ key: 'token-raw', profile: testProfile(), two_factor: null })),
    );
    const { user, email, password, submit, location } = await openLogin('/auth/raw-login/');
    await user.type(email, 'investor@example.com');
    await user.type(password, 'Portal-Demo-2026!');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(location().pathname).toBe('/dashboard/');
    expect(localStorage.getItem('portal.token')).toBe('token-raw');
  });
});
