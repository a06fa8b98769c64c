import { screen, within } from '@testing-library/react';
import { formatDateTime, type BackOfficeDashboard } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const AT = '2026-11-27T09:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const before = (ms: number) => new Date(Date.parse(AT) - ms).toISOString();

const figures: BackOfficeDashboard = {
  at: AT,
  queues: [
    { queue: 'invitations', count: 2, oldest_at: before(10 * 24 * HOUR) },
    { queue: 'change_requests', count: 1, oldest_at: before(3 * 24 * HOUR + 5 * HOUR) },
    { queue: 'investment_policies', count: 0, oldest_at: null },
    { queue: 'redemptions', count: 4, oldest_at: before(26 * HOUR) },
    { queue: 'signing_envelopes', count: 1, oldest_at: before(45 * 60 * 1000) },
    { queue: 'support_requests', count: 3, oldest_at: before(24 * HOUR) },
    { queue: 'identity_reviews', count: 1, oldest_at: before(2 * HOUR) },
  ],
  imports: {
    since: before(7 * 24 * HOUR),
    kinds: [
      { kind: 'holdings', count: 1, last_at: '2026-11-24T23:30:00.000Z' },
      { kind: 'valuations', count: 2, last_at: '2026-11-26T22:15:00.000Z' },
    ],
    last_at: '2026-11-26T22:15:00.000Z',
  },
  failed_sign_ins: { since: before(24 * HOUR), count: 3, addresses: 2 },
};

async function openDashboard(answer: BackOfficeDashboard = figures) {
  server.use(
    http.get('*/api/profiles/my/', () =>
      HttpResponse.json(testProfile({ is_staff: true, staff_role: 'operator', login_two_factor_auth_enabled: true })),
    ),
    http.get('*/api/operator/dashboard/', () => HttpResponse.json(answer)),
  );
  session.signIn('key');
  renderApp({ url: '/back-office/' });
  await screen.findByRole('list', { name: 'Work queues' });
}

function card(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

describe('staff dashboard', () => {
  it('shows each queue with its count and its oldest item’s age, linking the queues that have a screen', async () => {
    await openDashboard();
    const cards = within(screen.getByRole('list', { name: 'Work queues' })).getAllByRole('listitem');
    expect(cards.map((c) => [c.querySelector('h2')?.textContent, c.querySelector('p')?.textContent])).toEqual([
      ['Registration invitations open', '2 waiting'],
      ['Change requests awaiting the portfolio manager', '1 waiting'],
      ['Investment policies awaiting review', '0 waiting'],
      ['Redemption requests to settle', '4 waiting'],
      ['Signing envelopes still out', '1 waiting'],
      ['Support requests', '3 waiting'],
      ['Identity reviews waiting', '1 waiting'],
    ]);
    expect(card('Registration invitations open').getByText('oldest 10 days')).toBeTruthy();
    expect(card('Change requests awaiting the portfolio manager').getByText('oldest 3 days')).toBeTruthy();
    expect(card('Investment policies awaiting review').getByText('Nothing waiting')).toBeTruthy();
    expect(card('Redemption requests to settle').getByText('oldest 1 day')).toBeTruthy();
    expect(card('Signing envelopes still out').getByText('oldest 45 minutes')).toBeTruthy();
    expect(card('Support requests').getByText('oldest 1 day')).toBeTruthy();
    expect(card('Identity reviews waiting').getByText('oldest 2 hours')).toBeTruthy();

    expect(
      screen.getByRole('link', { name: 'Change requests awaiting the portfolio manager' }).getAttribute('href'),
    ).toBe('/back-office/change-requests/');
    expect(screen.getByRole('link', { name: 'Redemption requests to settle' }).getAttribute('href')).toBe(
      '/back-office/redemptions/',
    );
    expect(screen.getByRole('link', { name: 'Signing envelopes still out' }).getAttribute('href')).toBe(
      '/back-office/envelopes/',
    );
    expect(screen.getByRole('link', { name: 'Identity reviews waiting' }).getAttribute('href')).toBe(
      '/back-office/identity-reviews/',
    );
    expect(screen.queryByRole('link', { name: 'Registration invitations open' })).toBeNull();
  });

  it('lists the last 7 days’ imports by feed (browser time, as elsewhere) and the failed sign-ins of the last 24 hours', async () => {
    await openDashboard();
    const imports = within(screen.getByRole('table', { name: 'Data imports of the last 7 days' }));
    expect(
      imports.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Feed', 'Imports', 'Last import'],
      ['Holdings', '1', formatDateTime('2026-11-24T23:30:00.000Z')],
      ['Valuations', '2', formatDateTime('2026-11-26T22:15:00.000Z')],
    ]);
    expect(screen.getByText(`Last import: ${formatDateTime('2026-11-26T22:15:00.000Z')}`)).toBeTruthy();
    const signIns = within(screen.getByRole('region', { name: 'Failed sign-ins, last 24 hours' }));
    expect(signIns.getByText('3 failed sign-ins for 2 e-mail addresses.')).toBeTruthy();
  });

  it('says so when nothing was imported and no sign-in failed', async () => {
    await openDashboard({
      ...figures,
      imports: { ...figures.imports, kinds: [], last_at: null },
      failed_sign_ins: { ...figures.failed_sign_ins, count: 0, addresses: 0 },
    });
    expect(screen.getByText('No data imported in the last 7 days.')).toBeTruthy();
    expect(screen.getByText('No sign-in failed in the last 24 hours.')).toBeTruthy();
  });
});
