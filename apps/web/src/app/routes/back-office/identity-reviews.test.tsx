import {
  BackOfficeMessages,
  IdentityReviewMessages,
  type IdentityReview,
  type IdentityReviewRow,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

const JORDAN: IdentityReviewRow = {
  user_id: 31,
  first_name: 'Jordan',
  last_name: 'Unverifiable',
  email: 'review@example.com',
  status: 'pending',
  failed_attempts: 3,
  reasons: ['Name could not be matched'],
  skipped_at: '2026-11-20T01:00:00Z',
  updated_at: '2026-11-20T01:00:00Z',
};
const CASEY: IdentityReviewRow = {
  ...JORDAN,
  user_id: 32,
  first_name: 'Casey',
  last_name: 'Lee',
  email: 'casey@example.com',
  failed_attempts: 4,
  skipped_at: '2026-11-22T01:00:00Z',
  updated_at: '2026-11-22T01:00:00Z',
};

function review(overrides: Partial<IdentityReview> = {}): IdentityReview {
  return {
    ...JORDAN,
    middle_name: '',
    preferred_name: '',
    date_of_birth: '1988-02-29',
    address: '27 Brunswick Street, Fitzroy, VIC, 3065, AU',
    primary_document: {
      document_type: 'driver_licence',
      fields: [
        { label: 'Document number', value: '048213576' },
        { label: 'Card number', value: 'P1234567' },
      ],
    },
    secondary_document: {
      document_type: 'passport',
      status: 'not_verified',
      fields: [{ label: 'Document number', value: 'PA7654321' }],
    },
    files: [
      {
        id: 7,
        kind: 'primary_document',
        file_name: 'driver-licence.png',
        content_type: 'image/png',
        size: 120,
        url: '/api/operator/identity-reviews/31/files/7/',
      },
      {
        id: 8,
        kind: 'secondary_document',
        file_name: 'passport.pdf',
        content_type: 'application/pdf',
        size: 300,
        url: '/api/operator/identity-reviews/31/files/8/',
      },
    ],
    verified_at: null,
    reviewed_at: null,
    review_message: null,
    awaiting_investor: false,
    ...overrides,
  };
}

/** Serves the identity review routes (status, search and ordering as the route does them) and records the calls. */
function serveReviews(options: { approve?: () => Response; reject?: () => Response } = {}) {
  const calls = {
    lists: [] as URLSearchParams[],
    approved: [] as number[],
    rejected: [] as unknown[],
    files: [] as string[],
  };
  let current = review();
  server.use(
    http.get('*/api/operator/identity-reviews/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const search = params.get('search')?.toLowerCase() ?? '';
      const rows = [JORDAN, CASEY]
        .filter((row) => row.status === (params.get('status') ?? 'pending'))
        .filter((row) => `${row.first_name} ${row.last_name} ${row.email}`.toLowerCase().includes(search));
      if (params.get('ordering') === '-updated') rows.reverse();
      return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });
    }),
    http.get('*/api/operator/identity-reviews/:userId/', () => HttpResponse.json(current)),
    http.get('*/api/operator/identity-reviews/:userId/files/:fileId/', ({ request }) => {
      calls.files.push(new URL(request.url).pathname);
      return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } });
    }),
    http.post('*/api/operator/identity-reviews/:userId/approve/', ({ params }) => {
      if (options.approve) return options.approve();
      calls.approved.push(Number(params.userId));
      current = { ...current, status: 'verified', verified_at: '2026-11-27T01:00:00Z' };
      return HttpResponse.json(current);
    }),
    http.post('*/api/operator/identity-reviews/:userId/reject/', async ({ request }) => {
      if (options.reject) return options.reject();
      const body = (await request.json()) as { message: string };
      calls.rejected.push(body);
      current = {
        ...current,
        status: 'not_verified',
        review_message: body.message,
        failed_attempts: 0,
        awaiting_investor: true,
      };
      return HttpResponse.json(current);
    }),
  );
  return calls;
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Identity reviews' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:identity-document'), revokeObjectURL: vi.fn() });
});

describe('the identity review queue', () => {
  it('lists the details waiting for staff, oldest first, with e-mail, failed checks and reasons', async () => {
    const calls = serveReviews();
    renderBackOfficeQueues('/back-office/identity-reviews/');
    expect(await screen.findByRole('heading', { name: 'Identity review' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    const first = within(dataRows()[0]!);
    expect(first.getByRole('link', { name: 'Jordan Unverifiable' }).getAttribute('href')).toBe(
      '/back-office/identity-reviews/31/',
    );
    expect(first.getByText('review@example.com')).toBeTruthy();
    expect(first.getByText('Waiting for review')).toBeTruthy();
    expect(first.getByText('3')).toBeTruthy();
    expect(first.getByText('Name could not be matched')).toBeTruthy();
    expect(calls.lists.at(-1)?.get('status')).toBe('pending');
    expect(calls.lists.at(-1)?.get('ordering')).toBe('updated');
  });

  it('filters by status, searches and orders through the route', async () => {
    const calls = serveReviews();
    const { user } = renderBackOfficeQueues('/back-office/identity-reviews/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'casey');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('casey'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0]!).getByText('Casey Lee')).toBeTruthy();

    await user.click(screen.getByRole('columnheader', { name: /Skipped or updated/ }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('ordering')).toBe('-updated'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Verified' }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('status')).toBe('verified'));
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Identity reviews' })).toBeTruthy());
    await waitFor(() =>
      expect(within(screen.getByRole('grid', { name: 'Identity reviews' })).queryByText('Casey Lee')).toBeNull(),
    );
  });

  it('opens a review from its row', async () => {
    serveReviews();
    const { user, router } = renderBackOfficeQueues('/back-office/identity-reviews/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(within(dataRows()[0]!).getByText('review@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back-office/identity-reviews/31/'));
    expect(await screen.findByRole('heading', { name: 'Identity review: Jordan Unverifiable' })).toBeTruthy();
  });
});

describe('one identity review', () => {
  it('shows the details as entered beside the uploaded documents (the image inline, the PDF embedded)', async () => {
    const calls = serveReviews();
    renderBackOfficeQueues('/back-office/identity-reviews/31/');
    const entered = await screen.findByRole('region', { name: 'Details as entered' });
    expect(within(entered).getByText('27 Brunswick Street, Fitzroy, VIC, 3065, AU')).toBeTruthy();
    expect(within(entered).getByText('review@example.com')).toBeTruthy();
    const reasons = screen.getByRole('region', { name: 'What the automatic check said' });
    expect(within(reasons).getByText('Name could not be matched')).toBeTruthy();
    const primary = screen.getByRole('region', { name: 'Primary document: Driver licence' });
    expect(within(primary).getByText('048213576')).toBeTruthy();
    const secondary = screen.getByRole('region', { name: 'Secondary document: Passport' });
    expect(within(secondary).getByText('PA7654321')).toBeTruthy();

    const documents = screen.getByRole('region', { name: 'Uploaded documents' });
    const image = await within(documents).findByRole('img', { name: 'Primary document: driver-licence.png' });
    expect(image.getAttribute('src')).toBe('blob:identity-document');
    expect(
      within(documents).getByRole('link', { name: 'Open Secondary document: passport.pdf' }).getAttribute('href'),
    ).toBe('blob:identity-document');
    expect(calls.files.sort()).toEqual([
      '/api/operator/identity-reviews/31/files/7/',
      '/api/operator/identity-reviews/31/files/8/',
    ]);
  });

  it('approves after a confirmation and shows the outcome', async () => {
    const calls = serveReviews();
    const { user } = renderBackOfficeQueues('/back-office/identity-reviews/31/');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this identity?' });
    expect(calls.approved).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Approved: Jordan Unverifiable’s identity is verified. They have been told.',
    );
    expect(calls.approved).toEqual([31]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('rejects only with a message, which is sent to the investor', async () => {
    const calls = serveReviews();
    const { user } = renderBackOfficeQueues('/back-office/identity-reviews/31/');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject these details?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(IdentityReviewMessages.messageRequired)).toBeTruthy();
    expect(calls.rejected).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The photo is unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Rejected: Jordan Unverifiable has been sent your message and may enter their details again.',
    );
    expect(calls.rejected).toEqual([{ message: 'The photo is unreadable' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no decision on rejected details the investor has not entered again, and says why', async () => {
    serveReviews();
    server.use(
      http.get('*/api/operator/identity-reviews/:userId/', () =>
        HttpResponse.json(
          review({ status: 'not_verified', review_message: 'The photo is unreadable', awaiting_investor: true }),
        ),
      ),
    );
    renderBackOfficeQueues('/back-office/identity-reviews/31/');
    expect(await screen.findByText(IdentityReviewMessages.awaitingInvestor)).toBeTruthy();
    expect(screen.getByText('The photo is unreadable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('shows the server’s words when the role may not decide, or someone decided first', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    serveReviews({
      approve: () =>
        HttpResponse.json({ detail: IdentityReviewMessages.noLongerWaiting, code: 'conflict' }, { status: 409 }),
      reject: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/identity-reviews/31/');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(IdentityReviewMessages.noLongerWaiting)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject these details?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });

  it('offers no decision on details already verified', async () => {
    serveReviews();
    server.use(
      http.get('*/api/operator/identity-reviews/:userId/', () =>
        HttpResponse.json(review({ status: 'verified', verified_at: '2026-11-27T01:00:00Z' })),
      ),
    );
    renderBackOfficeQueues('/back-office/identity-reviews/31/');
    expect(await screen.findByRole('region', { name: 'Details as entered' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
