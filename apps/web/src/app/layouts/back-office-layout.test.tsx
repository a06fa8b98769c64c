import { screen, within } from '@testing-library/react';
import { BackOfficeMessages, type BackOfficeDashboard } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { testProfile } from '../../testing/fixtures';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

const quietDashboard: BackOfficeDashboard = {
  at: '2026-11-27T00:00:00.000Z',
  queues: [],
  imports: { since: '2026-11-20T00:00:00.000Z', kinds: [], last_at: null },
  failed_sign_ins: { since: '2026-11-26T00:00:00.000Z', count: 0, addresses: 0 },
};

function serveProfile(overrides: Parameters<typeof testProfile>[0]) {
  server.use(http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile(overrides))));
}

describe('back-office layout', () => {
  it('shows a staff member the side navigation with their role, and the staff dashboard', async () => {
    serveProfile({ is_staff: true, staff_role: 'portfolio_manager', login_two_factor_auth_enabled: true });
    server.use(http.get('*/api/operator/dashboard/', () => HttpResponse.json(quietDashboard)));
    session.signIn('key');
    const { user, location } = renderApp({ url: '/back-office/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByText('Your role: Portfolio manager')).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/back-office/'],
      ['Invitations', '/back-office/invitations/'],
      ['Account invitations', '/back-office/account-invitations/'],
      ['Identity review', '/back-office/identity-reviews/'],
      ['Accounts', '/back-office/accounts/'],
      ['Users', '/back-office/users/'],
      ['Change requests', '/back-office/change-requests/'],
      ['Redemptions', '/back-office/redemptions/'],
      ['Signing envelopes', '/back-office/envelopes/'],
      ['Loan notes', '/back-office/loan-notes/'],
      ['Documents', '/back-office/documents/'],
      ['Rebalance reports', '/back-office/rebalance-reports/'],
      ['Notifications', '/back-office/notifications/'],
      ['Applications', '/back-office/applications/'],
      ['Reference data', '/back-office/reference/'],
      ['Data feeds', '/back-office/imports/'],
      ['Audit trail', '/back-office/audit/'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    // The signed-in frame stays: the profile menu leads back to the back office.
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Back office' }));
    expect(location().pathname).toBe('/back-office/');
  });

  it('names each role as the contract labels it', async () => {
    serveProfile({ is_staff: true, staff_role: 'auditor', login_two_factor_auth_enabled: true });
    server.use(http.get('*/api/operator/dashboard/', () => HttpResponse.json(quietDashboard)));
    session.signIn('key');
    renderApp({ url: '/back-office/' });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByText('Your role: Auditor (read only)')).toBeTruthy();
  });

  it('is not found for an investor, and asks nothing of the operator API', async () => {
    let asked = false;
    server.use(
      http.get('*/api/operator/dashboard/', () => {
        asked = true;
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
    );
    session.signIn('key');
    renderApp({ url: '/back-office/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(asked).toBe(false);
  });

  it('tells staff without a role to ask for one, with no navigation', async () => {
    serveProfile({ is_staff: true, staff_role: null });
    session.signIn('key');
    renderApp({ url: '/back-office/' });
    expect(await screen.findByText(BackOfficeMessages.noRole)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Back office' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it('sends staff without login two-factor to set it up, with no navigation and no operator call', async () => {
    serveProfile({ is_staff: true, staff_role: 'operator', login_two_factor_auth_enabled: false });
    let operatorCalls = 0;
    server.use(
      http.get('*/api/operator/dashboard/', () => {
        operatorCalls += 1;
        return HttpResponse.json(quietDashboard);
      }),
    );
    session.signIn('key');
    const { user } = renderApp({ url: '/back-office/' });
    expect(await screen.findByText(BackOfficeMessages.twoFactorRequired)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Set up two-factor' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(operatorCalls).toBe(0);
  });
});
