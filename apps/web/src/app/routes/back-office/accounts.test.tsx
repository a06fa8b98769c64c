import { BackOfficeMessages, StaffReasonMessages, PersonStatusDisplay, type OperatorAccount } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAccountSections, testOperatorAccount } from '../../../testing/back-office-accounts';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

const BENNETT = testOperatorAccount();
const SMITH = testOperatorAccount({
  id: 22,
  name: 'Smith Family Trust',
  type: 'trust',
  status: 'pending',
  trustee: 'individual',
  abn: '',
  acn: '',
  products: [],
  members: [
    {
      user_id: 5,
      email: 'alice@example.com',
      first_name: 'Alice',
      last_name: 'Smith',
      role: 'primary',
      status: 'primary',
    },
  ],
  invitees: [{ email: 'bob@example.com', first_name: 'Bob', last_name: 'Smith', status: 'invite_expired' }],
  unfilled_fields: ['trust', 'deed_attachments'],
});

/** Serves the operator's account routes (the search as the route does it) and records the calls. */
function serveAccounts(options: { activate?: () => Response } = {}) {
  const calls = { lists: [] as URLSearchParams[], activated: [] as number[], reasons: [] as string[] };
  serveAccountSections();
  const byId = new Map<number, OperatorAccount>([
    [BENNETT.id, BENNETT],
    [SMITH.id, SMITH],
  ]);
  server.use(
    http.get('*/api/operator/accounts/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = [...byId.values()].filter(
        (a) =>
          (!status || a.status === status) &&
          (!search ||
            a.name.toLowerCase().includes(search) ||
            a.members.some((m) => `${m.first_name} ${m.last_name} ${m.email}`.toLowerCase().includes(search))),
      );
      if (params.get('ordering') === 'name') results.sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get('*/api/operator/accounts/:id/', ({ params }) => {
      const account = byId.get(Number(params.id));
      return account
        ? HttpResponse.json(account)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
    }),
    http.post('*/api/operator/accounts/:id/activate/', async ({ params, request }) => {
      if (options.activate) return options.activate();
      const id = Number(params.id);
      calls.activated.push(id);
      calls.reasons.push(((await request.json()) as { reason: string }).reason);
      const active = { ...byId.get(id)!, status: 'active' as const, activated_at: '2026-11-27T01:00:00Z' };
      byId.set(id, active);
      return HttpResponse.json(active);
    }),
    http.post('*/api/operator/accounts/:id/deactivate/', async ({ params, request }) => {
      const id = Number(params.id);
      calls.reasons.push(((await request.json()) as { reason: string }).reason);
      const inactive = { ...byId.get(id)!, status: 'inactive' as const };
      byId.set(id, inactive);
      return HttpResponse.json(inactive);
    }),
  );
  return calls;
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Accounts' }))
    .getAllByRole('row')
    .slice(1);

describe('the accounts queue', () => {
  it('lists accounts with name, type, status, ABN/ACN, members and created', async () => {
    serveAccounts();
    renderBackOfficeQueues('/back-office/accounts/');
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    const first = within(dataRows()[0]!);
    expect(first.getByRole('link', { name: 'Bennett Holdings Pty Ltd' })).toBeTruthy();
    expect(first.getByText('Company')).toBeTruthy();
    expect(first.getByText('Awaiting activation')).toBeTruthy();
    expect(first.getByText('51824753556 / 824753556')).toBeTruthy();
    expect(first.getByText('Sam Bennett, Jo Bennett')).toBeTruthy();
    expect(within(dataRows()[1]!).getByText('Pending')).toBeTruthy();
  });

  it('filters by status and searches through the route', async () => {
    const calls = serveAccounts();
    const { user } = renderBackOfficeQueues('/back-office/accounts/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(calls.lists.at(-1)?.get('status')).toBe('pending');
    expect(within(dataRows()[0]!).getByText('Smith Family Trust')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, ABN, ACN or member' }), 'jo@example');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('jo@example'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0]!).getByText('Bennett Holdings Pty Ltd')).toBeTruthy();
    expect(calls.lists.at(-1)?.has('status')).toBe(false);
  });

  it('asks the route for a page, newest first, and for the ordering a column header chooses', async () => {
    const calls = serveAccounts();
    const { user } = renderBackOfficeQueues('/back-office/accounts/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(Object.fromEntries(calls.lists.at(-1)!)).toEqual({ page: '1', page_size: '25', ordering: '-created_at' });

    // Once sorted, the header's name also carries its sort button's.
    const nameHeader = () => screen.getByRole('columnheader', { name: /^Name/ });
    expect(screen.getByRole('columnheader', { name: /^Created/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(nameHeader());
    await waitFor(() => expect(calls.lists.at(-1)?.get('ordering')).toBe('name'));
    expect(nameHeader().getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(within(dataRows()[0]!).getByText('Bennett Holdings Pty Ltd')).toBeTruthy());
    await user.click(nameHeader());
    await waitFor(() => expect(calls.lists.at(-1)?.get('ordering')).toBe('-name'));
    expect(nameHeader().getAttribute('aria-sort')).toBe('descending');
  });

  it('opens an account from its row', async () => {
    serveAccounts();
    const { user, router } = renderBackOfficeQueues('/back-office/accounts/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(within(dataRows()[1]!).getByText('Alice Smith'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back-office/accounts/22/'));
    expect(await screen.findByRole('heading', { name: 'Smith Family Trust' })).toBeTruthy();
  });
});

describe('an account', () => {
  it('shows its details, members and invitees with their status, and what is still missing, in words', async () => {
    serveAccounts();
    renderBackOfficeQueues('/back-office/accounts/22/');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Trust')).toBeTruthy();
    expect(within(details).getByText('Individual trustee')).toBeTruthy();
    const members = within(screen.getByRole('region', { name: 'Members' })).getByRole('table', { name: 'Members' });
    expect(
      within(members).getByRole('row', { name: 'Alice Smith alice@example.com Primary Primary user' }),
    ).toBeTruthy();
    expect(
      within(members).getByRole('row', {
        name: `Bob Smith bob@example.com Secondary ${PersonStatusDisplay.invite_expired.display_name}`,
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Missing details' })).getByText(
        'Still missing: trust details, trust deeds.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('activates an account awaiting activation with a reason, then deactivates it with another', async () => {
    const calls = serveAccounts();
    const { user } = renderBackOfficeQueues('/back-office/accounts/21/');
    expect(
      within(await screen.findByRole('region', { name: 'Missing details' })).getByText('Nothing is missing.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText(StaffReasonMessages.reasonRequired)).toBeTruthy();
    expect(calls.activated).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Checks complete');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect((await screen.findByRole('status')).textContent).toBe('Bennett Holdings Pty Ltd is active.');
    expect(calls.activated).toEqual([21]);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Active')).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const deactivating = screen.getByRole('dialog', { name: 'Deactivate this account?' });
    await user.type(within(deactivating).getByRole('textbox', { name: 'Reason' }), 'Closed on request');
    await user.click(within(deactivating).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('status')).textContent).toBe('Bennett Holdings Pty Ltd is inactive.');
    expect(calls.reasons).toEqual(['Checks complete', 'Closed on request']);
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('shows the server’s message when the role may not activate', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    serveAccounts({
      activate: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/accounts/21/');
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Reason' }), 'Checks complete');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
  });
});
