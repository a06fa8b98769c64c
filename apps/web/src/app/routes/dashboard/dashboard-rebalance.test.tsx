import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveRebalance, testRebalanceReport } from '../../../testing/rebalance';
import { renderApp } from '../../../testing/render-app';

async function openDashboard() {
  session.signIn('key');
  const app = renderApp({ url: '/dashboard/' });
  await screen.findByRole('region', { name: 'Dashboard filter' });
  return app;
}

describe('the dashboard’s rebalance history block', () => {
  it('is not there while the user has no rebalance report', async () => {
    serveRebalance([]);
    await openDashboard();
    await screen.findByText(/Data available up to/);
    expect(screen.queryByRole('region', { name: 'Rebalance history' })).toBeNull();
  });

  it('shows the latest date linking to that report, the new count capped at 9 and View History', async () => {
    const reports = Array.from({ length: 12 }, (_, i) =>
      testRebalanceReport({ id: i + 1, date: `2026-10-${String(i + 1).padStart(2, '0')}`, is_new: true }),
    );
    serveRebalance(reports);
    const { user, location } = await openDashboard();
    const block = await screen.findByRole('region', { name: 'Rebalance history' });
    expect(within(block).getByText('9+')).toBeTruthy();
    expect(within(block).getByText('12 new rebalance reports')).toBeTruthy();
    const latest = within(block).getByRole('link', { name: '12 Oct 2026' });
    expect(latest.getAttribute('href')).toBe('/rebalance/12/');

    await user.click(within(block).getByRole('link', { name: 'View History' }));
    await waitFor(() => expect(location().pathname).toBe('/rebalance/'));
  });

  it('drops the count once the new report is opened', async () => {
    serveRebalance([
      testRebalanceReport({ id: 1, date: '2026-09-01' }),
      testRebalanceReport({ id: 2, date: '2026-10-03', is_new: true }),
    ]);
    const { user, router } = await openDashboard();
    const block = await screen.findByRole('region', { name: 'Rebalance history' });
    expect(within(block).getByText('1')).toBeTruthy();
    await user.click(within(block).getByRole('link', { name: '03 Oct 2026' }));
    await screen.findByRole('table', { name: 'Tactical asset allocation' });
    await act(() => router.navigate('/dashboard/'));
    const again = await screen.findByRole('region', { name: 'Rebalance history' });
    await waitFor(() => expect(within(again).queryByText('1 new rebalance report')).toBeNull());
    expect(within(again).getByRole('link', { name: '03 Oct 2026' })).toBeTruthy();
  });
});
