import { ErrorCode, Messages, type AccountInvitation } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const TOKEN = 'T'.repeat(43);
const UUID = '0b6c1f7e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

function open(url: string) {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

function invitation(overrides: Partial<AccountInvitation> = {}): AccountInvitation {
  return {
    uuid: UUID,
    account_id: 7,
    account_name: 'Harper Joint',
    account_type: 'joint',
    role: 'member',
    primary_user_full_name: 'Harper Lane',
    expires: '2026-12-11T00:00:00.000Z',
    status: 'open',
    ...overrides,
  };
}

/** One invitation at /accounts/secondary-invites/7/{token}/, answering accept and decline as the server does. */
function serveInvitation(start: AccountInvitation) {
  let current = start;
  const calls: string[] = [];
  server.use(
    http.get('*/api/accounts/secondary-invites/', () => HttpResponse.json(current.status === 'open' ? [current] : [])),
    http.get('*/api/accounts/secondary-invites/7/:token/', () => HttpResponse.json(current)),
    http.post('*/api/accounts/secondary-invites/7/:token/accept/', ({ params }) => {
      calls.push(`accept ${String(params.token)}`);
      current = { ...current, status: 'accepted' };
      return HttpResponse.json(current);
    }),
    http.post('*/api/accounts/secondary-invites/7/:token/decline/', ({ params }) => {
      calls.push(`decline ${String(params.token)}`);
      current = { ...current, status: 'declined' };
      return HttpResponse.json(current);
    }),
  );
  return calls;
}

describe('the accounts list’s Account invitations panel', () => {
  it('lists the invitations waiting, each linking to its page', async () => {
    serveAccounts([testAccount({ id: 1, name: 'Ivy Investor', is_selected: true })]);
    serveInvitation(invitation());
    open('/accounts');
    const panel = await screen.findByRole('region', { name: 'Account invitations (1)' });
    const link = within(panel).getByRole('link', { name: 'Harper Joint' });
    expect(link.getAttribute('href')).toBe(`/accounts/secondary-invite/7/${UUID}/`);
    expect(within(panel).getByText(/Harper Lane invited you as member · Joint/)).toBeTruthy();
  });

  it('is not there when none waits', async () => {
    serveAccounts([testAccount({ id: 1, name: 'Ivy Investor', is_selected: true })]);
    open('/accounts');
    expect(await screen.findByRole('listitem', { name: 'Ivy Investor' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Account invitations/ })).toBeNull();
  });
});

describe('the invitation page', () => {
  it('signed out, sends the person to sign in and keeps the invitation to come back to', async () => {
    const { location } = renderApp({ url: `/accounts/secondary-invite/7/${TOKEN}/` });
    await screen.findByRole('heading', { level: 1, name: Messages.loginTitle });
    expect(new URLSearchParams(location().search).get('redirect_url')).toBe(`/accounts/secondary-invite/7/${TOKEN}/`);
  });

  it('shows the account, its type, who invited and the role; Accept opens the account with a success message', async () => {
    serveAccounts([testAccount({ id: 7, name: 'Harper Joint', type: 'joint' })]);
    const calls = serveInvitation(invitation());
    const { user } = open(`/accounts/secondary-invite/7/${TOKEN}/`);
    const page = await screen.findByRole('region', { name: 'Account invitation' });
    const details = within(page);
    expect(details.getByText('Harper Joint')).toBeTruthy();
    expect(details.getByText('Joint')).toBeTruthy();
    expect(details.getByText('Harper Lane')).toBeTruthy();
    expect(details.getByText('Member')).toBeTruthy();

    await user.click(details.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(Messages.accountInvitationAccepted('Harper Joint'))).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: /Harper Joint/ })).toBeTruthy();
    expect(calls).toEqual([`accept ${TOKEN}`]);
  });

  it('Decline says so and goes back to the accounts list', async () => {
    serveAccounts([]);
    const calls = serveInvitation(invitation());
    const { user } = open(`/accounts/secondary-invite/7/${TOKEN}/`);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(Messages.accountInvitationDeclined)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeTruthy();
    expect(calls).toEqual([`decline ${TOKEN}`]);
  });

  it('refuses someone it was not sent to with the server’s message, and offers nothing to accept', async () => {
    server.use(
      http.get('*/api/accounts/secondary-invites/7/:token/', () =>
        HttpResponse.json(
          { detail: Messages.accountInvitationForSomeoneElse, code: ErrorCode.permissionDenied },
          { status: 403 },
        ),
      ),
    );
    open(`/accounts/secondary-invite/7/${TOKEN}/`);
    expect(await screen.findByText(Messages.accountInvitationForSomeoneElse)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to accounts' }).getAttribute('href')).toBe('/accounts');
  });

  it('says an expired invitation has expired, without Accept or Decline', async () => {
    serveInvitation(invitation({ status: 'expired' }));
    open(`/accounts/secondary-invite/7/${TOKEN}/`);
    expect(await screen.findByText(Messages.invitationExpired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('shows the refusal of an accept that comes too late', async () => {
    serveInvitation(invitation());
    server.use(
      http.post('*/api/accounts/secondary-invites/7/:token/accept/', () =>
        HttpResponse.json({ detail: Messages.invitationExpired, code: ErrorCode.inviteExpired }, { status: 410 }),
      ),
    );
    const { user } = open(`/accounts/secondary-invite/7/${TOKEN}/`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(Messages.invitationExpired));
  });
});
