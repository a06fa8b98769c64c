import { AuthMessages, Messages } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { testSessionConfiguration } from '../testing/fixtures';
import { server } from '../testing/mocks/server';
import { renderApp } from '../testing/render-app';

const TITLE = 'Your session is about to expire';

/**
 * The server's side of idle time, on the faked clock: pings report it without counting, keep-alive
 * (and any other call) resets it. Timings: warning after 10 s idle, expiry after 20 s.
 */
function serveIdleSession() {
  let lastActivity = Date.now();
  const calls = { keepAlive: 0, logout: 0 };
  server.use(
    http.get('*/api/auth/sessions/session-configuration/', () =>
      HttpResponse.json(testSessionConfiguration({ session_expire_after: 20, session_expire_warning_after: 10 })),
    ),
    http.get('*/api/auth/sessions/last-activity-ping/', () =>
      HttpResponse.json({ inactive_seconds: Math.floor((Date.now() - lastActivity) / 1000) }),
    ),
    http.get('*/api/auth/sessions/session-keep-alive/', () => {
      calls.keepAlive += 1;
      lastActivity = Date.now();
      return HttpResponse.json({ detail: AuthMessages.sessionAlive });
    }),
    http.post('*/api/auth/base/logout/', () => {
      calls.logout += 1;
      return HttpResponse.json({ detail: AuthMessages.loggedOut });
    }),
  );
  return calls;
}

/** Moves the faked clock in one-second steps, letting React and the network catch up on each. */
async function idle(seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1000));
  }
}

async function openDashboard() {
  session.signIn('key-idle-01');
  const app = renderApp({ url: '/dashboard/', advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return app;
}

describe('session lifetime', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns after the warning time with a live countdown; Stay signed in keeps the session', async () => {
    const calls = serveIdleSession();
    const { user } = await openDashboard();

    await idle(8);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();

    await idle(3);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const timer = within(dialog).getByRole('timer');
    const first = timer.textContent;
    expect(first).toMatch(/^0:(0\d|10)$/);
    await idle(2);
    expect(timer.textContent).not.toBe(first);

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(calls.keepAlive).toBe(1);

    await idle(8);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    expect(session.isSignedIn()).toBe(true);
  });

  it('signs out locally at the expiry time and says why on the login page', async () => {
    const calls = serveIdleSession();
    const { location } = await openDashboard();

    await idle(11);
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy();
    await idle(10);

    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(screen.getByText(AuthMessages.sessionExpired)).toBeTruthy();
    expect(location().pathname).toBe('/auth/login/');
    expect(new URLSearchParams(location().search).get('redirect_url')).toBe('/dashboard/');
    expect(session.isSignedIn()).toBe(false);
    expect(calls.logout).toBe(0);
  });

  it('activity elsewhere on the session (seen by the ping) cancels the warning', async () => {
    let inactive = 0;
    server.use(
      http.get('*/api/auth/sessions/session-configuration/', () =>
        HttpResponse.json(testSessionConfiguration({ session_expire_after: 20, session_expire_warning_after: 10 })),
      ),
      http.get('*/api/auth/sessions/last-activity-ping/', () => HttpResponse.json({ inactive_seconds: inactive })),
    );
    // The last request here was long ago; the server has seen activity since.
    localStorage.setItem('portal.last_request_at', String(Date.now() - 60_000));
    inactive = 1;
    await openDashboard();
    await idle(6);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    expect(session.isSignedIn()).toBe(true);
  });

  it('Sign out in the warning ends the session on the server', async () => {
    const calls = serveIdleSession();
    const { user } = await openDashboard();
    await idle(11);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(calls.logout).toBe(1);
    expect(screen.queryByText(AuthMessages.sessionExpired)).toBeNull();
  });
});
