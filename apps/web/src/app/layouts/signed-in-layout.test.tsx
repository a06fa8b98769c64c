import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { testTenant, testProfile } from '../../testing/fixtures';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

describe('signed-in layout', () => {
  it('offers the menu and signs out through the server, ending on login', async () => {
    let loggedOut = false;
    server.use(
      http.post('*/api/auth/base/logout/', () => {
        loggedOut = true;
        return HttpResponse.json({ detail: 'Successfully logged out.' });
      }),
    );
    session.signIn('key');
    const { user, location } = renderApp({ url: '/documents/' });
    await screen.findByRole('heading', { level: 1, name: 'Documents' });

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const item of ['Dashboard', 'Documents', 'Reports', 'Rebalance', 'Advisor', 'Accounts', 'Notifications']) {
      expect(within(nav).getByRole('link', { name: item })).toBeTruthy();
    }
    await user.click(within(nav).getByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy();
    expect(loggedOut).toBe(true);
    expect(location().pathname).toBe('/auth/login/');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });

  it('shows only the menu items whose module the application has', async () => {
    server.use(
      http.get('*/api/company-applications/current-application/', () =>
        HttpResponse.json(testTenant({ modules: ['dashboard', 'documents', 'accounts'] })),
      ),
    );
    session.signIn('key');
    const { user } = renderApp({ url: '/dashboard/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Documents', 'Accounts']);
  });

  it('has no Sign out for staff (the flag comes from the profile)', async () => {
    server.use(http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ is_staff: true }))));
    session.signIn('key');
    const { user } = renderApp({ url: '/dashboard/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('Ivy Investor')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Sign out' })).toBeNull();
  });
});
