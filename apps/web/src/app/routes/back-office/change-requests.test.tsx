import { BackOfficeMessages, BankAccountMessages, type ChangeRequest } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues, testOperatorChangeRequest } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

const SMITH = testOperatorChangeRequest();
const JONES = testOperatorChangeRequest({
  id: 42,
  kind: 'verify',
  account: { id: 13, name: 'Jones Super Fund' },
  initiator: { first_name: 'Carol', last_name: 'Jones', is_current_user: false },
  old_data: null,
});
const APPLIED = testOperatorChangeRequest({
  id: 40,
  status: 'applied',
  status_display: 'Applied',
  account: { id: 14, name: 'Brown Holdings' },
});

/** Serves the operator's change-request routes and records what the screens sent. */
function serveChangeRequests(options: { approve?: () => Response; decline?: () => Response } = {}) {
  const calls = { lists: [] as URLSearchParams[], approved: [] as number[], declined: [] as unknown[] };
  let current: ChangeRequest = SMITH;
  server.use(
    http.get('*/api/operator/change-requests/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = [JONES, SMITH, APPLIED].filter(
        (r) => (!status || r.status === status) && (!search || r.account.name.toLowerCase().includes(search)),
      );
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get('*/api/operator/change-requests/:id/', ({ params }) =>
      Number(params.id) === current.id
        ? HttpResponse.json(current)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
    ),
    http.post('*/api/operator/change-requests/:id/approve/', ({ params }) => {
      if (options.approve) return options.approve();
      calls.approved.push(Number(params.id));
      current = { ...current, status: 'applied', status_display: 'Applied' };
      return HttpResponse.json(current);
    }),
    http.post('*/api/operator/change-requests/:id/decline/', async ({ request }) => {
      if (options.decline) return options.decline();
      calls.declined.push(await request.json());
      current = { ...current, status: 'declined', status_display: 'Declined' };
      return HttpResponse.json(current);
    }),
  );
  return calls;
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Change requests' }))
    .getAllByRole('row')
    .slice(1);

describe('the change requests queue', () => {
  it('lists the requests waiting for the portfolio manager, with kind, account, initiator, created and status', async () => {
    const calls = serveChangeRequests();
    renderBackOfficeQueues('/back-office/change-requests/');
    expect(await screen.findByRole('heading', { name: 'Change requests' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(calls.lists[0]?.get('status')).toBe('awaiting_approval');
    const first = within(dataRows()[0]!);
    expect(first.getByRole('link', { name: 'Add bank account' })).toBeTruthy();
    expect(first.getByText('Jones Super Fund')).toBeTruthy();
    expect(first.getByText('Carol Jones')).toBeTruthy();
    expect(first.getByText('Waiting for the portfolio manager')).toBeTruthy();
    expect(within(dataRows()[1]!).getByText('Smith Family Trust')).toBeTruthy();
  });

  it('filters by status and searches through the route', async () => {
    const calls = serveChangeRequests();
    const { user } = renderBackOfficeQueues('/back-office/change-requests/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    expect(calls.lists.at(-1)?.has('status')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Search by account or initiator' }), 'smith');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(calls.lists.at(-1)?.get('search')).toBe('smith');
    expect(within(dataRows()[0]!).getByText('Smith Family Trust')).toBeTruthy();
  });

  it('opens a request from its row', async () => {
    serveChangeRequests();
    const { user, router } = renderBackOfficeQueues('/back-office/change-requests/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(within(dataRows()[1]!).getByText('Alice Smith'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back-office/change-requests/41/'));
    expect(
      await screen.findByRole('heading', { name: 'Change bank account details: Smith Family Trust' }),
    ).toBeTruthy();
  });
});

describe('a change request', () => {
  it('shows the old and new details side by side and the approvals so far', async () => {
    serveChangeRequests();
    renderBackOfficeQueues('/back-office/change-requests/41/');
    const before = await screen.findByRole('region', { name: 'Current details' });
    const after = screen.getByRole('region', { name: 'New details' });
    expect(within(before).getByText('062-000')).toBeTruthy();
    expect(within(before).getByText('CBA')).toBeTruthy();
    expect(within(after).getByText('032-001')).toBeTruthy();
    expect(within(after).getByText('Westpac')).toBeTruthy();
    const approvals = screen.getByRole('region', { name: 'Approvals' });
    expect(within(approvals).getByText('1 of 1 member confirmations received.')).toBeTruthy();
    expect(within(approvals).getByText('Confirmed: Bob Smith')).toBeTruthy();
  });

  it('approves after a confirmation and shows the outcome', async () => {
    const calls = serveChangeRequests();
    const { user } = renderBackOfficeQueues('/back-office/change-requests/41/');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this change?' });
    expect(calls.approved).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Approved: the change has been applied to the bank account.',
    );
    expect(calls.approved).toEqual([41]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(screen.getByText('Applied')).toBeTruthy();
  });

  it('declines only with a reason, then shows the outcome', async () => {
    const calls = serveChangeRequests();
    const { user } = renderBackOfficeQueues('/back-office/change-requests/41/');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(BankAccountMessages.declineReasonRequired)).toBeTruthy();
    expect(calls.declined).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Statement unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('status')).textContent).toBe(BankAccountMessages.requestDeclined);
    expect(calls.declined).toEqual([{ reason: 'Statement unreadable' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s message when the role may not decide', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    serveChangeRequests({
      approve: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }),
      decline: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/change-requests/41/');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this change?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });
});
