import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { testProfile } from '../../testing/fixtures';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

async function openProfileMenu() {
  session.signIn('key-menu');
  const { user } = renderApp({ url: '/dashboard/' });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await user.click(screen.getByRole('button', { name: 'Profile' }));
  return within(await screen.findByRole('menu'));
}

describe('profile menu', () => {
  it('links the user’s own pages, then Sign out', async () => {
    const menu = await openProfileMenu();
    expect(menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Account details', '/account/details/'],
      ['Settings', '/account/settings/'],
      ['Activity', '/account/activity/'],
      ['Change password', '/account/change-password/'],
      ['Legal', '/account/legal/'],
      ['Help', '/account/help/'],
      ['Contact support', '/account/contact-support/'],
      ['Sign out', null],
    ]);
  });

  it('has the same pages for staff, without Sign out', async () => {
    server.use(http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ is_staff: true }))));
    const menu = await openProfileMenu();
    const labels = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels).toContain('Legal');
    expect(labels).toContain('Help');
    expect(labels).not.toContain('Sign out');
  });

  it('leads staff to the back office', async () => {
    server.use(
      http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ is_staff: true, staff_role: 'operator' }))),
    );
    const menu = await openProfileMenu();
    expect(menu.getByRole('menuitem', { name: 'Back office' }).getAttribute('href')).toBe('/back-office/');
  });
});
