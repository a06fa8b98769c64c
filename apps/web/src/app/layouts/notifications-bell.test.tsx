import { formatDateTime, inAppNotificationsChannel, Messages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { testProfile } from '../../testing/fixtures';
import { server } from '../../testing/mocks/server';
import { serveNotifications, testNotification } from '../../testing/notifications';
import { publish } from '../../testing/realtime';
import { renderApp } from '../../testing/render-app';

/** Five notifications, newest first, none shown in the bell yet. */
const five = [5, 4, 3, 2, 1].map((id) =>
  testNotification({ id, title: `Notice ${id}`, created: `2026-10-0${id}T09:30:00.000Z` }),
);

async function signedInDashboard() {
  session.signIn('key');
  const app = renderApp({ url: '/dashboard/' });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return app;
}

describe('the notifications bell', () => {
  it('shows the unseen count, capped at "3+"', async () => {
    serveNotifications(five);
    await signedInDashboard();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3+ new' });
    expect(within(bell).getByText('3+')).toBeTruthy();
  });

  it('shows a small count as it is, and no count when nothing is new', async () => {
    serveNotifications([...five.slice(0, 2), ...five.slice(2).map((n) => ({ ...n, viewed: true }))]);
    await signedInDashboard();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    expect(within(bell).getByText('2')).toBeTruthy();
  });

  it('is not shown to staff', async () => {
    serveNotifications(five);
    server.use(http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ is_staff: true }))));
    await signedInDashboard();
    expect(await screen.findByRole('button', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('opens on the newest three, counts them as seen, and links to the list', async () => {
    const api = serveNotifications(five);
    const { user, location } = await signedInDashboard();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3+ new' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      `Notice 5${formatDateTime('2026-10-05T09:30:00.000Z')}`,
      `Notice 4${formatDateTime('2026-10-04T09:30:00.000Z')}`,
      `Notice 3${formatDateTime('2026-10-03T09:30:00.000Z')}`,
      'View all notifications',
    ]);
    await waitFor(() => expect(api.calls.viewed).toEqual([[5, 4, 3]]));
    await user.keyboard('{Escape}');
    // Two were never shown in the bell: the count says so.
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View all notifications' }));
    await waitFor(() => expect(location().pathname).toBe('/notifications'));
  });

  it('choosing one marks it read and follows its link in the portal', async () => {
    const api = serveNotifications([testNotification({ id: 9, title: 'Report ready', redirect_url: '/reports/' })]);
    const { user, location } = await signedInDashboard();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    await user.click(await screen.findByRole('menuitem', { name: /Report ready/ }));
    await waitFor(() => expect(api.calls.read).toEqual([[9]]));
    await waitFor(() => expect(location().pathname).toBe('/reports/'));
  });

  it('says there are none yet', async () => {
    serveNotifications([]);
    const { user } = await signedInDashboard();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(Messages.noNotifications)).toBeTruthy();
  });

  it('counts a notification that arrives over the realtime socket, without a reload', async () => {
    const api = serveNotifications([]);
    await signedInDashboard();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    api.add(testNotification({ id: 31, title: 'Live one' }));
    // The profile's user_id is 7: the page follows inapp#7.
    await waitFor(() => {
      publish(inAppNotificationsChannel(7), testNotification({ id: 31, title: 'Live one' }));
      expect(screen.getByRole('button', { name: 'Notifications, 1 new' })).toBeTruthy();
    });
  });
});
