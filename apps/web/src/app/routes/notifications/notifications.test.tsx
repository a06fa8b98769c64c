import { formatDateTime, inAppNotificationsChannel, Messages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveNotifications, testNotification } from '../../../testing/notifications';
import { publish } from '../../../testing/realtime';
import { renderApp } from '../../../testing/render-app';

async function openList(url = '/notifications') {
  session.signIn('key');
  const app = renderApp({ url });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return app;
}

const rows = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('button');

describe('/notifications', () => {
  it('says so when there are none', async () => {
    serveNotifications([]);
    await openList();
    expect(await screen.findByText("You don't have any notifications yet")).toBeTruthy();
    expect(Messages.noNotifications).toBe("You don't have any notifications yet");
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows each notification’s title, description and time (HH:mm DD MMM YYYY), new ones marked', async () => {
    serveNotifications([
      testNotification({ id: 2, title: 'Statement ready', description: 'Your statement is in Documents.' }),
      testNotification({
        id: 1,
        title: 'Welcome',
        description: 'Hello.',
        status: 'read',
        created: '2026-07-01T00:00:00Z',
      }),
    ]);
    await openList();
    await screen.findByText('Statement ready');
    const [first, second] = rows();
    expect(within(first!).getByText('Your statement is in Documents.')).toBeTruthy();
    expect(within(first!).getByText(formatDateTime('2026-10-10T08:05:00.000Z'))).toBeTruthy();
    expect(formatDateTime('2026-10-10T08:05:00.000Z')).toMatch(/^\d\d:\d\d \d\d [A-Z][a-z]{2} \d{4}$/);
    expect(within(first!).getByText('New')).toBeTruthy();
    expect(within(second!).getByText('Welcome')).toBeTruthy();
    expect(within(second!).queryByText('New')).toBeNull();
  });

  it('opening one marks it read and follows its link inside the portal', async () => {
    const api = serveNotifications([testNotification({ id: 4, title: 'Rebalanced', redirect_url: '/rebalance/' })]);
    const { user, location } = await openList();
    await user.click(await screen.findByRole('button', { name: /Rebalanced/ }));
    await waitFor(() => expect(api.calls.read).toEqual([[4]]));
    await waitFor(() => expect(location().pathname).toBe('/rebalance/'));
  });

  it('opening one that leads nowhere (or off the portal) marks it read and stays', async () => {
    const api = serveNotifications([
      testNotification({ id: 5, title: 'Elsewhere', redirect_url: 'https://example.com/news' }),
    ]);
    const { user, location } = await openList();
    await user.click(await screen.findByRole('button', { name: /Elsewhere/ }));
    await waitFor(() => expect(api.calls.read).toEqual([[5]]));
    await waitFor(() => expect(within(rows()[0]!).queryByText('New')).toBeNull());
    expect(location().pathname).toBe('/notifications');
  });

  it('"Mark all as read" reads them all', async () => {
    const api = serveNotifications([
      testNotification({ id: 2, title: 'Two' }),
      testNotification({ id: 1, title: 'One' }),
    ]);
    const { user } = await openList();
    await screen.findByText('Two');
    expect(screen.getAllByText('New')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('New')).toBeNull());
    expect(api.calls.readAll).toBe(1);
  });

  it('pages ten at a time', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => testNotification({ id: 12 - i, title: `Note ${12 - i}` }));
    const api = serveNotifications(twelve);
    const { user, location } = await openList();
    await screen.findByText('Note 12');
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Note 2')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    expect(location().search).toBe('?page=2');
    expect(api.calls.pages).toContain(2);
  });

  it('shows a notification that arrives while the page is open', async () => {
    const api = serveNotifications([testNotification({ id: 1, title: 'Older' })]);
    await openList();
    await screen.findByText('Older');
    api.add(testNotification({ id: 2, title: 'Just arrived' }));
    await waitFor(() => {
      publish(inAppNotificationsChannel(7), testNotification({ id: 2, title: 'Just arrived' }));
      expect(screen.getByText('Just arrived')).toBeTruthy();
    });
  });
});
