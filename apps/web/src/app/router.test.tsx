import { Messages } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { testTenant } from '../testing/fixtures';
import { server } from '../testing/mocks/server';
import { renderApp } from '../testing/render-app';

describe('route table and guards', () => {
  it('shows page-not-found for a path it does not know', async () => {
    renderApp({ url: '/no/such/page/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to start' }).getAttribute('href')).toBe('/');
  });

  it('sends a signed-out visitor of / to login', async () => {
    const { location } = renderApp({ url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(location().pathname).toBe('/auth/login/');
    expect(location().search).toBe('');
  });

  it('sends a signed-out visitor of a protected page to login, keeping the page in redirect_url', async () => {
    const { location } = renderApp({ url: '/rebalance/12/?tab=summary' });
    await screen.findByRole('heading', { level: 1, name: Messages.loginTitle });
    expect(new URLSearchParams(location().search).get('redirect_url')).toBe('/rebalance/12/?tab=summary');
  });

  it('leads a signed-in user from / to the dashboard inside the signed-in layout', async () => {
    session.signIn('key');
    const { location } = renderApp({ url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Dashboard filter' })).toBeTruthy();
    expect(location().pathname).toBe('/dashboard/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Harbour Private Wealth' })).toBeTruthy();
  });

  it('keeps signed-in users away from the login page', async () => {
    session.signIn('key');
    const { location } = renderApp({ url: '/auth/login/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(location().pathname).toBe('/dashboard/');
  });

  it('serves invitations to signed-out visitors (public)', async () => {
    server.use(
      http.get('*/api/auth/secondary-users-invites/:token/', () =>
        HttpResponse.json({ detail: 'This invitation does not exist.', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderApp({ url: '/invitation-secondary/5b1e-uuid/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation does not exist' })).toBeTruthy();
  });

  it('serves contact support signed out too (no guard)', async () => {
    renderApp({ url: '/account/contact-support/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact support' })).toBeTruthy();
  });

  it('token login stores app_id and token, then goes to the index with the new tenant', async () => {
    const tenantIds: (string | null)[] = [];
    server.use(
      http.get('*/api/company-applications/current-application/', ({ request }) => {
        const id = request.headers.get('Application-Id');
        tenantIds.push(id);
        return HttpResponse.json(testTenant({ name: id === '2' ? 'Second Tenant' : 'First Tenant' }));
      }),
    );
    const { location } = renderApp({ url: '/auth/token-login/?app_id=2&token=tok-9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(location().pathname).toBe('/dashboard/');
    expect(localStorage.getItem('portal.token')).toBe('tok-9');
    expect(tenantIds.at(-1)).toBe('2');
    expect(await screen.findAllByRole('img', { name: 'Second Tenant' })).not.toHaveLength(0);
  });

  it('token login with neither app_id nor token goes to login', async () => {
    const { location } = renderApp({ url: '/auth/token-login/' });
    await screen.findByRole('heading', { level: 1, name: Messages.loginTitle });
    expect(location().pathname).toBe('/auth/login/');
  });

  it('shows the unsupported-browser page instead of the app on an old browser', async () => {
    renderApp({
      url: '/auth/login/',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.0.0 Safari/537.36',
    });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.unsupportedBrowserTitle })).toBeTruthy();
    expect(screen.getByText(Messages.unsupportedBrowser)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: Messages.loginTitle })).toBeNull();
  });

  it('shows the error page message passed in the query', async () => {
    renderApp({ url: '/error-page/?message=Too%20many%20attempts.' });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.sorryTitle })).toBeTruthy();
    expect(screen.getByText('Too many attempts.')).toBeTruthy();
  });
});
