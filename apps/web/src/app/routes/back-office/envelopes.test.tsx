import {
  BackOfficeMessages,
  SigningMessages,
  type OperatorEnvelope,
  type OperatorEnvelopeSummary,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

function envelope(overrides: Partial<OperatorEnvelope> = {}): OperatorEnvelope {
  return {
    id: 7,
    account: 12,
    account_name: 'Smith Family Trust',
    kind: 'application',
    title: 'Application documents',
    provider: 'local',
    provider_envelope_id: '7',
    status: 'sent',
    created: '2026-11-20T01:00:00Z',
    finished: null,
    signers: [
      {
        id: 1,
        name: 'Alice Smith',
        email: 'alice@example.com',
        status: 'signed',
        viewed: '2026-11-20T02:00:00Z',
        signed: '2026-11-20T02:05:00Z',
        declined: null,
        decline_reason: '',
        link_expires: null,
      },
      {
        id: 2,
        name: 'Bob Smith',
        email: 'bob@example.com',
        status: 'sent',
        viewed: null,
        signed: null,
        declined: null,
        decline_reason: '',
        link_expires: '2026-12-04T01:00:00Z',
      },
    ],
    documents: [
      { id: 3, name: 'Application form.pdf', kind: 'application_form', sha256: 'ab'.repeat(32), sealed_sha256: null },
    ],
    events: [
      { at: '2026-11-20T01:00:00Z', event: 'sent', signer: null, ip: null, details: {} },
      { at: '2026-11-20T02:05:00Z', event: 'signed', signer: 'Alice Smith', ip: '203.0.113.9', details: {} },
    ],
    ...overrides,
  };
}

const SENT = envelope();
const DONE = envelope({
  id: 8,
  account_name: 'Jones Super Fund',
  title: 'IPS change',
  kind: 'ips_change',
  status: 'completed',
  finished: '2026-11-22T01:00:00Z',
});

const summaryOf = ({ documents: _d, events: _e, signers, ...rest }: OperatorEnvelope): OperatorEnvelopeSummary => ({
  ...rest,
  signers: signers.map(({ id, name, email, status }) => ({ id, name, email, status })),
});

function serveEnvelopes(options: { remind?: () => Response } = {}) {
  const byId = new Map([
    [SENT.id, SENT],
    [DONE.id, DONE],
  ]);
  const calls = { lists: [] as URLSearchParams[], reminded: [] as number[], voided: [] as unknown[] };
  server.use(
    http.get('*/api/operator/signing/envelopes/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = [...byId.values()]
        .filter((e) => (!status || e.status === status) && e.account_name.toLowerCase().includes(search))
        .map(summaryOf);
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get('*/api/operator/signing/envelopes/:id/', ({ params }) => {
      const found = byId.get(Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
    }),
    http.post('*/api/operator/signing/envelopes/:id/remind/', ({ params }) => {
      if (options.remind) return options.remind();
      calls.reminded.push(Number(params.id));
      return HttpResponse.json({
        id: Number(params.id),
        reminded: [{ id: 2, name: 'Bob Smith', email: 'bob@example.com', link_expires: '2026-12-10T01:00:00Z' }],
      });
    }),
    http.post('*/api/operator/signing/envelopes/:id/void/', async ({ params, request }) => {
      const body = (await request.json()) as { reason: string };
      calls.voided.push(body);
      const voided = envelope({
        status: 'voided',
        finished: '2026-11-27T01:00:00Z',
        events: [
          ...SENT.events,
          { at: '2026-11-27T01:00:00Z', event: 'voided', signer: null, ip: null, details: { reason: body.reason } },
        ],
      });
      byId.set(Number(params.id), voided);
      return HttpResponse.json(voided);
    }),
  );
  return calls;
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Signing envelopes' }))
    .getAllByRole('row')
    .slice(1);

describe('the signing envelopes queue', () => {
  it('lists a page from the route, newest first, with each signer’s status', async () => {
    const calls = serveEnvelopes();
    renderBackOfficeQueues('/back-office/envelopes/');
    expect(await screen.findByRole('heading', { name: 'Signing envelopes' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(Object.fromEntries(calls.lists[0]!)).toEqual({ page: '1', page_size: '25', ordering: '-created' });
    const first = within(dataRows()[0]!);
    expect(first.getByRole('link', { name: 'Application documents' })).toBeTruthy();
    expect(first.getByText('Smith Family Trust')).toBeTruthy();
    expect(first.getByText('Out for signature')).toBeTruthy();
    expect(first.getByText('Alice Smith (Signed), Bob Smith (Sent)')).toBeTruthy();
    expect(within(dataRows()[1]!).getByText('Investment policy change')).toBeTruthy();
  });

  it('asks the route for a status and a search', async () => {
    const calls = serveEnvelopes();
    const { user } = renderBackOfficeQueues('/back-office/envelopes/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(calls.lists.at(-1)?.get('status')).toBe('completed');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by account or signer' }), 'smith');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('smith'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0]!).getByText('Smith Family Trust')).toBeTruthy();
  });

  it('opens an envelope: details, signers with status and when, documents and history', async () => {
    serveEnvelopes();
    const { user, router } = renderBackOfficeQueues('/back-office/envelopes/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(within(dataRows()[0]!).getByText('Smith Family Trust'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back-office/envelopes/7/'));
    expect(await screen.findByRole('heading', { name: 'Application documents' })).toBeTruthy();
    const signers = within(screen.getByRole('table', { name: 'Signers' })).getAllByRole('row');
    expect(within(signers[1]!).getByText('Signed')).toBeTruthy();
    expect(within(signers[2]!).getByText('Sent')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Documents' })).getByText('Application form.pdf')).toBeTruthy();
    const history = within(screen.getByRole('table', { name: 'History' })).getAllByRole('row');
    expect(history).toHaveLength(3);
    expect(within(history[2]!).getByText('Signed')).toBeTruthy();
    expect(within(history[2]!).getByText('Alice Smith')).toBeTruthy();
  });

  it('resends after a confirmation and says to whom', async () => {
    const calls = serveEnvelopes();
    const { user } = renderBackOfficeQueues('/back-office/envelopes/7/');
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend this envelope?' });
    expect(calls.reminded).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect((await screen.findByRole('status')).textContent).toBe('Reminder sent to Bob Smith.');
    expect(calls.reminded).toEqual([7]);
  });

  it('voids only with a reason, which the history then shows', async () => {
    const calls = serveEnvelopes();
    const { user } = renderBackOfficeQueues('/back-office/envelopes/7/');
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this envelope?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText(SigningMessages.voidReasonRequired)).toBeTruthy();
    expect(calls.voided).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong form sent');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect((await screen.findByRole('status')).textContent).toBe('The envelope is voided; its signers were told why.');
    expect(calls.voided).toEqual([{ reason: 'Wrong form sent' }]);
    expect(await screen.findByText('Reason: Wrong form sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('shows the server’s words when the role may not resend', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    serveEnvelopes({
      remind: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/envelopes/7/');
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
