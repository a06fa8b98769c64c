import { ADVISOR_JWT_HEADER, AuthMessages, Messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const JWT_LOGIN = '*/api/auth/base/jwt_login/';

describe('JWT login route', () => {
  it('signs in, keeps the extra permissions and managed user, and goes to target_url', async () => {
    let sent: unknown;
    server.use(
      http.post(JWT_LOGIN, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ key: 'jwt-key-1', extra_permissions: ['reports.view'], managed_user_id: 12 });
      }),
    );
    const { location } = renderApp({ url: '/auth/jwt-login/?jwt_token=a.b.c&target_url=%2Freports%2F' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(location().pathname).toBe('/reports/');
    expect(sent).toEqual({ jwt_token: 'a.b.c' });
    expect(session.get()).toMatchObject({
      token: 'jwt-key-1',
      managedUserId: '12',
      extraPermissions: ['reports.view'],
    });
    expect(sessionStorage.getItem('portal.managed_user_id')).toBe('12');
  });

  it('/advisor-entry signs in the same way, and every later call carries the token as X-advisor-jwt', async () => {
    const advisorJwts: Array<string | null> = [];
    server.use(
      http.post(JWT_LOGIN, () => HttpResponse.json({ key: 'jwt-key-3', extra_permissions: [], managed_user_id: 12 })),
      http.get('*/api/profiles/my/', ({ request }) => {
        advisorJwts.push(request.headers.get(ADVISOR_JWT_HEADER));
        return HttpResponse.json(testProfile());
      }),
    );
    const { location } = renderApp({ url: '/advisor-entry?jwt_token=x.y.z&target_url=%2Freports%2F' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(location().pathname).toBe('/reports/');
    expect(session.get()).toMatchObject({ token: 'jwt-key-3', managedUserId: '12', advisorJwt: 'x.y.z' });
    expect(advisorJwts.length).toBeGreaterThan(0);
    expect(advisorJwts.every((value) => value === 'x.y.z')).toBe(true);
  });

  it('never follows a target on another site', async () => {
    server.use(
      http.post(JWT_LOGIN, () => HttpResponse.json({ key: 'jwt-key-2', extra_permissions: [], managed_user_id: null })),
    );
    const { location } = renderApp({
      url: '/auth/jwt-login/?jwt_token=a.b.c&target_url=https%3A%2F%2Fevil.example.com%2F',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(location().pathname).toBe('/dashboard/');
  });

  it('a missing token shows the Sorry! page without asking the server', async () => {
    renderApp({ url: '/auth/jwt-login/' });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.sorryTitle })).toBeTruthy();
    expect(screen.getByText(AuthMessages.jwtInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/auth/login/');
  });

  it('an invalid token shows the server’s message', async () => {
    server.use(
      http.post(JWT_LOGIN, () =>
        HttpResponse.json(
          { detail: 'The sign-in link is not valid or has expired.', code: 'invalid_jwt' },
          { status: 401 },
        ),
      ),
    );
    const { location } = renderApp({ url: '/auth/jwt-login/?jwt_token=bad' });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.sorryTitle })).toBeTruthy();
    expect(screen.getByText('The sign-in link is not valid or has expired.')).toBeTruthy();
    expect(location().pathname).toBe('/auth/jwt-login/');
    expect(session.isSignedIn()).toBe(false);
  });

  it('replaces a session already open in the browser, ending it on the server', async () => {
    let loggedOutWith: string | null = null;
    server.use(
      http.post(JWT_LOGIN, () => HttpResponse.json({ key: 'jwt-key-3', extra_permissions: [], managed_user_id: null })),
      http.post('*/api/auth/base/logout/', ({ request }) => {
        loggedOutWith = request.headers.get('Authorization');
        return HttpResponse.json({ detail: AuthMessages.loggedOut });
      }),
    );
    session.signIn('old-key');
    session.setManagedUserId('99');
    renderApp({ url: '/auth/jwt-login/?jwt_token=a.b.c&target_url=%2Fdocuments%2F' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(loggedOutWith).toBe('Token old-key');
    expect(session.get()).toMatchObject({ token: 'jwt-key-3', managedUserId: null });
  });
});
