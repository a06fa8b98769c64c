import { BackOfficeMessages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBackOfficeQueues, testAuditEntry } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

const TOTAL = 53;

/** A query string as an object, so a comparison sees its entries. */
const params = (search: URLSearchParams | undefined) => Object.fromEntries(search ?? []);

/** Serves a trail of 53 entries, paged as the route pages them, and records what was asked. */
function serveAudit() {
  const calls = {
    searches: [] as URLSearchParams[],
    exports: [] as { params: Record<string, string>; auth: string | null }[],
  };
  server.use(
    http.get('*/api/operator/audit/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.searches.push(params);
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 10);
      const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice((page - 1) * size, page * size);
      return HttpResponse.json({
        count: TOTAL,
        count_exact: true,
        next: page * size < TOTAL ? `http://x/api/operator/audit/?page=${page + 1}` : null,
        previous: page > 1 ? `http://x/api/operator/audit/?page=${page - 1}` : null,
        results: ids.map((id) => testAuditEntry({ id, request_id: `req-${id}` })),
      });
    }),
    http.get('*/api/operator/audit/export/', ({ request }) => {
      calls.exports.push({
        params: params(new URL(request.url).searchParams),
        auth: request.headers.get('Authorization'),
      });
      return new HttpResponse('id,at\n23,2026-11-26T23:00:00Z\n', { headers: { 'Content-Type': 'text/csv' } });
    }),
  );
  return calls;
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Audit entries' }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => vi.restoreAllMocks());

describe('the audit trail', () => {
  it('shows the newest page first, and asks the server for the next one', async () => {
    const calls = serveAudit();
    const { user } = renderBackOfficeQueues('/back-office/audit/');
    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    expect(params(calls.searches[0])).toEqual({ page: '1', page_size: '25' });
    const first = within(dataRows()[0]!);
    expect(first.getByText('req-53')).toBeTruthy();
    expect(first.getByText('POST /api/operator/change-requests/:id/approve/')).toBeTruthy();
    expect(first.getByText('Staff #2, Portfolio manager')).toBeTruthy();
    expect(first.getByText('status: awaiting_approval → applied')).toBeTruthy();
    expect(screen.getByText('1–25 of 53')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(dataRows()[0]!).getByText('req-28')).toBeTruthy());
    expect(params(calls.searches.at(-1))).toEqual({ page: '2', page_size: '25' });
  });

  it('searches with the filters and keeps them while paging', async () => {
    const calls = serveAudit();
    const { user } = renderBackOfficeQueues('/back-office/audit/');
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(params(calls.searches.at(-1)).page).toBe('2'));

    await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'pm@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Target' }), 'account:12');
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'POST ');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const filters = {
      actor: 'pm@example.com',
      target: 'account:12',
      action: 'POST ',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    await waitFor(() => expect(params(calls.searches.at(-1))).toEqual({ ...filters, page: '1', page_size: '25' }));

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(params(calls.searches.at(-1))).toEqual({ ...filters, page: '2', page_size: '25' }));
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const calls = serveAudit();
    const { user } = renderBackOfficeQueues('/back-office/audit/');
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(BackOfficeMessages.auditRangeReversed)).toBeTruthy();
    expect(calls.searches).toHaveLength(1);
  });

  it('downloads the CSV of the searched filters with the session’s token', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = serveAudit();
    const { user } = renderBackOfficeQueues('/back-office/audit/');
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    await user.type(screen.getByRole('textbox', { name: 'Target' }), 'account:12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(params(calls.searches.at(-1)).target).toBe('account:12'));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.exports).toEqual([{ params: { target: 'account:12' }, auth: 'Token staff-token' }]);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('id,at\n23,2026-11-26T23:00:00Z\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('audit-trail.csv');
  });

  it('says "more than" when the route stopped counting, and still pages on', async () => {
    server.use(
      http.get('*/api/operator/audit/', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        return HttpResponse.json({
          count: 10_000,
          count_exact: false,
          next: `http://x/api/operator/audit/?page=${page + 1}`,
          previous: null,
          results: Array.from({ length: 25 }, (_, i) =>
            testAuditEntry({ id: page * 100 + i, request_id: `big-${page}-${i}` }),
          ),
        });
      }),
    );
    const { user } = renderBackOfficeQueues('/back-office/audit/');
    expect(await screen.findByText('1–25 of more than 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('big-2-0')).toBeTruthy();
  });
});
