import { formatDateTime, type UserActivity, type UserActivityPage } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

function activity(id: number, overrides: Partial<UserActivity> = {}): UserActivity {
  return {
    id,
    activity_type: 'sign_in',
    description: 'Signed in with e-mail and password',
    ip_address: '203.0.113.7',
    user_agent: FIREFOX,
    created: new Date(Date.UTC(2026, 0, 31 - id, 9, 30)).toISOString(),
    ...overrides,
  };
}

/** 12 activities, newest first, paged as the server does. */
function serveActivities() {
  const all = Array.from({ length: 12 }, (_, i) =>
    activity(
      i + 1,
      i === 0 ? { activity_type: 'phone_change', description: 'Mobile number changed to 0455 123 987' } : {},
    ),
  );
  const asked: string[] = [];
  server.use(
    http.get('*/api/profiles/activities/', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      const body: UserActivityPage = {
        count: all.length,
        next: page * size < all.length ? `/api/profiles/activities/?page=${page + 1}` : null,
        previous: page > 1 ? `/api/profiles/activities/?page=${page - 1}` : null,
        results: all.slice((page - 1) * size, page * size),
      };
      return HttpResponse.json(body);
    }),
  );
  return { all, asked };
}

describe('activity', () => {
  it('lists type, description, time, network address and browser, ten to a page', async () => {
    const { all, asked } = serveActivities();
    session.signIn('key-activity-01');
    const { user } = renderApp({ url: '/account/activity/' });

    const table = await screen.findByRole('table', { name: 'Your activity' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows
        .map((r) =>
          within(r)
            .queryAllByRole('columnheader')
            .map((c) => c.textContent),
        )
        .at(0),
    ).toEqual(['Type', 'Description', 'Time', 'Network address', 'Browser']);
    expect(rows).toHaveLength(11);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Mobile number change',
      'Mobile number changed to 0455 123 987',
      formatDateTime(all[0]!.created),
      '203.0.113.7',
      'Firefox on Linux',
    ]);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText(formatDateTime(all[10]!.created))).toBeTruthy();
    expect(asked).toEqual(['?page=1&page_size=10', '?page=2&page_size=10']);
  });
});
