import { RebalanceOperatorMessages, type OperatorRebalanceReport } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOT_JSON } from '../../../features/back-office-rebalance/components/publish-reports-dialog';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

function report(overrides: Partial<OperatorRebalanceReport> = {}): OperatorRebalanceReport {
  return {
    id: 1,
    external_id: 'R-2026-11-A',
    account: { id: 12, name: 'Bennett Capital Pty Ltd', code: 'DEMO-CO-001' },
    rebalance_type: 'taa',
    status: 'in_progress',
    date: '2026-11-20',
    created: '2026-11-20T01:00:00Z',
    updated: '2026-11-20T01:00:00Z',
    cancelled: null,
    ...overrides,
  };
}

const OPEN = report();
const CANCELLED = report({
  id: 2,
  external_id: 'R-2026-10-B',
  account: { id: 13, name: 'Jones Super Fund', code: 'DEMO-SMSF-001' },
  rebalance_type: 'model_portfolio',
  status: 'cancelled',
  cancelled: '2026-10-21T01:00:00Z',
});

function serveReports(options: { cancel?: () => Response; publish?: () => Response } = {}) {
  const calls = {
    lists: [] as URLSearchParams[],
    cancels: [] as Array<{ id: string; body: unknown }>,
    published: [] as unknown[],
  };
  server.use(
    http.get('*/api/operator/rebalance-reports/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = [OPEN, CANCELLED].filter(
        (r) => (!status || r.status === status) && r.account.name.toLowerCase().includes(search),
      );
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.post('*/api/operator/rebalance-reports/:id/cancel/', async ({ request, params }) => {
      if (options.cancel) return options.cancel();
      calls.cancels.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ id: 1, external_id: String(params.id), status: 'cancelled', changed: true });
    }),
    http.post('*/api/operator/rebalance-reports/', async ({ request }) => {
      calls.published.push(await request.json());
      if (options.publish) return options.publish();
      return HttpResponse.json({
        created: 1,
        updated: 0,
        unchanged: 0,
        reports: [{ id: 3, external_id: 'NEW-1', action: 'created' }],
      });
    }),
  );
  return calls;
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Rebalance reports' }))
    .getAllByRole('row')
    .slice(1);

describe('the rebalance reports queue', () => {
  it('lists a page of reports: id, account, type, date, status, published and cancelled', async () => {
    const calls = serveReports();
    renderBackOfficeQueues('/back-office/rebalance-reports/');
    expect(await screen.findByRole('heading', { name: 'Rebalance reports' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(calls.lists[0]?.get('ordering')).toBe('-created');
    const open = within(dataRows()[0]!);
    expect(open.getByText('R-2026-11-A')).toBeTruthy();
    expect(open.getByText('Bennett Capital Pty Ltd (DEMO-CO-001)')).toBeTruthy();
    expect(open.getByText('TAA')).toBeTruthy();
    expect(open.getByText('In progress')).toBeTruthy();
    expect(open.getByRole('button', { name: 'Cancel R-2026-11-A' })).toBeTruthy();
    const cancelled = within(dataRows()[1]!);
    expect(cancelled.getByText('21 Oct 2026')).toBeTruthy();
    expect(cancelled.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('asks the route for a status and a search', async () => {
    const calls = serveReports();
    const { user } = renderBackOfficeQueues('/back-office/rebalance-reports/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('status')).toBe('cancelled'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by account or external id' }), 'bennett');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('bennett'));
  });

  it('cancels only with a reason, which it sends', async () => {
    const calls = serveReports();
    const { user } = renderBackOfficeQueues('/back-office/rebalance-reports/');
    await user.click(await screen.findByRole('button', { name: 'Cancel R-2026-11-A' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this rebalance?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the rebalance' }));
    expect(await within(dialog).findByText(RebalanceOperatorMessages.reasonRequired)).toBeTruthy();
    expect(calls.cancels).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Client asked to hold');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the rebalance' }));
    expect(await screen.findByText('R-2026-11-A cancelled; the account’s people are told.')).toBeTruthy();
    expect(calls.cancels).toEqual([{ id: 'R-2026-11-A', body: { reason: 'Client asked to hold' } }]);
  });

  it('shows a refusal in the reason dialog, keeping the reason', async () => {
    serveReports({
      cancel: () =>
        HttpResponse.json({ detail: 'Auditors cannot do this.', code: 'permission_denied' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/rebalance-reports/');
    await user.click(await screen.findByRole('button', { name: 'Cancel R-2026-11-A' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this rebalance?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Hold');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the rebalance' }));
    expect(await within(dialog).findByText('Auditors cannot do this.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe('Hold');
  });

  it('publishes a report file, wrapping a single report in the list', async () => {
    const calls = serveReports();
    const { user } = renderBackOfficeQueues('/back-office/rebalance-reports/');
    await user.click(await screen.findByRole('button', { name: 'Publish reports' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish reports' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    const single = { external_id: 'NEW-1', account_code: 'DEMO-CO-001' };
    await user.upload(
      within(dialog).getByLabelText('Report file (JSON)'),
      new File([JSON.stringify(single)], 'report.json', { type: 'application/json' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: 1 created, 0 updated, 0 unchanged.')).toBeTruthy();
    expect(calls.published).toEqual([{ reports: [single] }]);
  });

  it('lists each problem of a refused file by its place, and says when it is not JSON', async () => {
    serveReports({
      publish: () =>
        HttpResponse.json(
          {
            field_errors: { 'reports.1.account_code': ['No account has the code NOPE.'] },
            non_field_errors: ['Nothing was published.'],
          },
          { status: 400 },
        ),
    });
    const { user } = renderBackOfficeQueues('/back-office/rebalance-reports/');
    await user.click(await screen.findByRole('button', { name: 'Publish reports' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish reports' });
    const input = within(dialog).getByLabelText('Report file (JSON)');
    await user.upload(input, new File(['{not json'], 'bad.json', { type: 'application/json' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(NOT_JSON)).toBeTruthy();
    await user.upload(input, new File(['[{}, {}]'], 'two.json', { type: 'application/json' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('At [1].account_code: No account has the code NOPE.')).toBeTruthy();
    expect(within(dialog).getByText('Nothing was published.')).toBeTruthy();
  });
});
