import type { Notification } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

/** A notification as the API answers it; tests override what they are about. */
export function testNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    status: 'new',
    created: '2026-10-10T08:05:00.000Z',
    application: 1,
    title: 'Quarterly report ready',
    description: 'Your report for the September quarter is ready to view.',
    redirect_url: null,
    labels: [],
    ...overrides,
  };
}

/**
 * The notification calls over one stored list, as the server keeps them: newest first, the bell
 * counts those never viewed, marks change the stored rows. Returns the store and the bodies the
 * mark calls received, so tests can add a notification "from the server" and check the calls.
 */
export function serveNotifications(initial: Array<Notification & { viewed?: boolean }>) {
  const store = { items: initial.map((n) => ({ viewed: false, ...n })) };
  const calls = { read: [] as number[][], viewed: [] as number[][], readAll: 0, pages: [] as number[] };
  const wire = ({ viewed: _viewed, ...n }: Notification & { viewed: boolean }): Notification => n;
  server.use(
    http.get('*/api/notifications/stats/', () =>
      HttpResponse.json({
        unseen_count: store.items.filter((n) => !n.viewed).length,
        recent_notifications: store.items.slice(0, 3).map(wire),
      }),
    ),
    http.get('*/api/notifications/in-app/', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      calls.pages.push(page);
      const results = store.items.slice((page - 1) * size, page * size).map(wire);
      const more = page * size < store.items.length;
      return HttpResponse.json({
        count: store.items.length,
        next: more ? `/api/notifications/in-app/?page=${page + 1}` : null,
        previous: page > 1 ? `/api/notifications/in-app/?page=${page - 1}` : null,
        results,
      });
    }),
    http.post('*/api/notifications/in-app/mark-as-read/', async ({ request }) => {
      const { notifications } = (await request.json()) as { notifications: number[] };
      calls.read.push(notifications);
      let updated = 0;
      for (const n of store.items)
        if (notifications.includes(n.id) && n.status === 'new') {
          n.status = 'read';
          updated += 1;
        }
      return HttpResponse.json({ updated });
    }),
    http.post('*/api/notifications/in-app/mark-all-as-read/', () => {
      calls.readAll += 1;
      const updated = store.items.filter((n) => n.status === 'new').length;
      for (const n of store.items) n.status = 'read';
      return HttpResponse.json({ updated });
    }),
    http.post('*/api/notifications/in-app/mark-as-viewed/', async ({ request }) => {
      const { notifications } = (await request.json()) as { notifications: number[] };
      calls.viewed.push(notifications);
      for (const n of store.items) if (notifications.includes(n.id)) n.viewed = true;
      return HttpResponse.json({ updated: notifications.length });
    }),
  );
  return {
    calls,
    /** A new notification arrives on the server (newest first). */
    add(notification: Notification) {
      store.items.unshift({ viewed: false, ...notification });
    },
  };
}
