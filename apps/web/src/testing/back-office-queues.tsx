import type { AuditEntry, ChangeRequest, RedeemRequest } from '@portal/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { backOfficeQueueRoutes } from '../app/route-tables/back-office-queues';
import { paths } from '../config/paths';
import { session } from '../lib/session';

/**
 * The back office's queue pages at `url`, signed in as staff, inside the app's providers but
 * without the back-office frame (route-tables/back-office.tsx wraps them in the app).
 */
export function renderBackOfficeQueues(url: string) {
  session.signIn('staff-token', { isStaff: true });
  const router = createMemoryRouter([{ path: paths.backOffice.home.path, children: backOfficeQueueRoutes }], {
    initialEntries: [url],
  });
  const user = userEvent.setup();
  const result = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user };
}

const BANK_BEFORE = { name: 'Smith Family Trust', bsb: '062-000', number: '*****678', bank: 'CBA', branch: 'Sydney' };
const BANK_AFTER = {
  name: 'Smith Family Trust',
  bsb: '032-001',
  number: '*****321',
  bank: 'Westpac',
  branch: 'Parramatta',
};

export function testOperatorChangeRequest(overrides: Partial<ChangeRequest> = {}): ChangeRequest {
  return {
    id: 41,
    uuid: '00000000-0000-4000-8000-000000000041',
    kind: 'edit',
    status: 'awaiting_approval',
    status_display: 'Waiting for the portfolio manager',
    account: { id: 12, name: 'Smith Family Trust' },
    bank_account_id: 7,
    initiator: { first_name: 'Alice', last_name: 'Smith', is_current_user: false },
    old_data: BANK_BEFORE,
    new_data: BANK_AFTER,
    product: null,
    confirmations_required: 1,
    confirmations_received: 1,
    waiting_for: [],
    can_confirm: false,
    can_decline: false,
    can_cancel: false,
    created_at: '2026-11-20T01:00:00Z',
    expires_at: '2026-12-04T01:00:00Z',
    history: [
      { action: 'submitted', actor_name: 'Alice Smith', at: '2026-11-20T01:00:00Z' },
      { action: 'confirmed', actor_name: 'Bob Smith', at: '2026-11-21T02:30:00Z' },
    ],
    ...overrides,
  };
}

export function testOperatorRedeemRequest(overrides: Partial<RedeemRequest> = {}): RedeemRequest {
  return {
    id: 5,
    account: { id: 12, name: 'Smith Family Trust' },
    note: { id: 3, label: 'At-call note', is_at_call: true, maturity_date: null, current_balance: '25000.00' },
    amount: '2500.00',
    whole: false,
    status: 'requested',
    penalty_text: null,
    code_sent_to: '0412 345 678',
    code_channel: 'sms',
    resend_available_in: 0,
    created: '2026-11-25T03:00:00Z',
    confirmed: '2026-11-25T03:02:00Z',
    settled: null,
    rejected: null,
    reason: null,
    ...overrides,
  };
}

export function testAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-26T23:00:00Z',
    actor_kind: 'staff',
    actor_user_id: 2,
    actor_role: 'portfolio_manager',
    action: 'POST /api/operator/change-requests/:id/approve/',
    target: 'change-request:41',
    request: {},
    changes: [{ field: 'status', before: 'awaiting_approval', after: 'applied' }],
    status_code: 200,
    ip: '203.0.113.9',
    request_id: 'req-1',
    ...overrides,
  };
}
