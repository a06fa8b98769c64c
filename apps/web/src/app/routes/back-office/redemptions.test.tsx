import { BackOfficeMessages, RedemptionMessages, type RedeemRequest } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues, testOperatorRedeemRequest } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

const PART = testOperatorRedeemRequest();
const WHOLE = testOperatorRedeemRequest({
  id: 6,
  account: { id: 13, name: 'Jones Super Fund' },
  note: { id: 4, label: '12-month note', is_at_call: false, maturity_date: '2027-06-30', current_balance: '50000.00' },
  amount: '50000.00',
  whole: true,
});
const SETTLED = testOperatorRedeemRequest({
  id: 4,
  status: 'settled',
  settled: '2026-11-24T05:00:00Z',
  account: { id: 14, name: 'Brown Holdings' },
});

function serveRedemptions(options: { settle?: () => Response } = {}) {
  let requests: RedeemRequest[] = [WHOLE, PART, SETTLED];
  const calls = { lists: [] as URLSearchParams[], settled: [] as number[], rejected: [] as unknown[] };
  const change = (id: number, patch: Partial<RedeemRequest>) => {
    requests = requests.map((r) => (r.id === id ? { ...r, ...patch } : r));
    return HttpResponse.json(requests.find((r) => r.id === id));
  };
  server.use(
    http.get('*/api/operator/redeem-requests/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = requests.filter(
        (r) => (!status || r.status === status) && (!search || r.account.name.toLowerCase().includes(search)),
      );
      if (params.get('ordering') === 'amount') results.sort((a, b) => Number(a.amount) - Number(b.amount));
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.post('*/api/operator/redeem-requests/:id/settle/', ({ params }) => {
      if (options.settle) return options.settle();
      calls.settled.push(Number(params.id));
      return change(Number(params.id), { status: 'settled', settled: '2026-11-27T01:00:00Z' });
    }),
    http.post('*/api/operator/redeem-requests/:id/reject/', async ({ params, request }) => {
      const body = (await request.json()) as { reason: string };
      calls.rejected.push(body);
      return change(Number(params.id), { status: 'rejected', rejected: '2026-11-27T01:00:00Z', reason: body.reason });
    }),
  );
  return calls;
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Redemption requests' }))
    .getAllByRole('row')
    .slice(1);

describe('the redemptions queue', () => {
  it('lists the requested redemptions with note, account, amount, whole or part and status', async () => {
    const calls = serveRedemptions();
    renderBackOfficeQueues('/back-office/redemptions/');
    expect(await screen.findByRole('heading', { name: 'Redemptions' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(calls.lists[0]?.get('status')).toBe('requested');
    const whole = within(dataRows()[0]!);
    expect(whole.getByText('12-month note')).toBeTruthy();
    expect(whole.getByText('Jones Super Fund')).toBeTruthy();
    expect(whole.getByText('$50,000.00')).toBeTruthy();
    expect(whole.getByText('Whole')).toBeTruthy();
    expect(whole.getByText('30 Jun 2027')).toBeTruthy();
    const part = within(dataRows()[1]!);
    expect(part.getByText('$2,500.00')).toBeTruthy();
    expect(part.getByText('Part')).toBeTruthy();
    expect(part.getByText('At call')).toBeTruthy();
    expect(part.getByText('Requested')).toBeTruthy();
  });

  it('filters by status through the route: a settled one offers no action', async () => {
    const calls = serveRedemptions();
    const { user } = renderBackOfficeQueues('/back-office/redemptions/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Settled' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(calls.lists.at(-1)?.get('status')).toBe('settled');
    const settled = within(dataRows()[0]!);
    expect(settled.getByText('Brown Holdings')).toBeTruthy();
    expect(settled.queryByRole('button', { name: /Settle/ })).toBeNull();
  });

  it('searches by account and orders by amount through the route', async () => {
    const calls = serveRedemptions();
    const { user } = renderBackOfficeQueues('/back-office/redemptions/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(screen.getByRole('columnheader', { name: /^Amount/ }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('ordering')).toBe('amount'));
    await waitFor(() => expect(within(dataRows()[0]!).getByText('$2,500.00')).toBeTruthy());
    await user.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'jones');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(calls.lists.at(-1)?.get('search')).toBe('jones');
    expect(within(dataRows()[0]!).getByText('Jones Super Fund')).toBeTruthy();
  });

  it('settles a requested one after a confirmation', async () => {
    const calls = serveRedemptions();
    const { user } = renderBackOfficeQueues('/back-office/redemptions/');
    await user.click(await screen.findByRole('button', { name: 'Settle At-call note for Smith Family Trust' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle this redemption?' });
    expect(within(dialog).getByText(/\$2,500\.00 of At-call note for Smith Family Trust/)).toBeTruthy();
    expect(calls.settled).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Settled: $2,500.00 of At-call note for Smith Family Trust.',
    );
    expect(calls.settled).toEqual([5]);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
  });

  it('rejects only with a reason', async () => {
    const calls = serveRedemptions();
    const { user } = renderBackOfficeQueues('/back-office/redemptions/');
    await user.click(await screen.findByRole('button', { name: 'Reject 12-month note for Jones Super Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this redemption?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(RedemptionMessages.reasonRequired)).toBeTruthy();
    expect(calls.rejected).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bank details not verified');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Rejected: the whole 12-month note for Jones Super Fund.',
    );
    expect(calls.rejected).toEqual([{ reason: 'Bank details not verified' }]);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
  });

  it('shows the server’s message when the role may not settle', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    serveRedemptions({
      settle: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/redemptions/');
    await user.click(await screen.findByRole('button', { name: 'Settle At-call note for Smith Family Trust' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(within(dataRows()[1]!).getByText('Requested')).toBeTruthy();
  });
});
