import { BackOfficeMessages, OperatorUserMessages, type OperatorUser, type OperatorUserDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';

function testUser(overrides: Partial<OperatorUser> = {}): OperatorUser {
  return {
    id: 31,
    email: 'alex@example.com',
    first_name: 'Alex',
    last_name: 'Morgan',
    phone_number: '0412000002',
    is_staff: false,
    staff_role: null,
    blocked: false,
    blocked_at: null,
    locked_until: null,
    force_password_change: false,
    login_two_factor_auth_enabled: false,
    created: '2026-11-01T01:00:00Z',
    last_sign_in: '2026-11-26T23:00:00Z',
    ...overrides,
  };
}
const ALEX = testUser();
const JO = testUser({
  id: 32,
  email: 'jo@example.com',
  first_name: 'Jo',
  last_name: 'Blocked',
  blocked: true,
  blocked_at: '2026-11-20T01:00:00Z',
  force_password_change: true,
  last_sign_in: null,
});
const SAM = testUser({
  id: 33,
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Staff',
  is_staff: true,
  staff_role: 'operator',
  login_two_factor_auth_enabled: true,
});

function detailOf(user: OperatorUser): OperatorUserDetail {
  return {
    ...user,
    recent_activity: [
      {
        type: 'sign_in',
        description: 'Signed in with e-mail and password',
        ip: '203.0.113.7',
        when: '2026-11-26T23:00:00Z',
      },
    ],
    failed_sign_ins: [{ ip: '198.51.100.4', when: '2026-11-26T22:00:00Z' }],
    live_sessions: 2,
    accounts: [{ id: 12, name: 'Morgan Joint Account', role: 'secondary' }],
  };
}

/** Serves the operator's user routes; `count` says how many users the server has in all. */
function serveUsers(options: { count?: number; change?: () => Response; role?: () => Response } = {}) {
  const calls = {
    lists: [] as URLSearchParams[],
    changes: [] as Array<{ id: number; action: string; body: unknown }>,
    roles: [] as unknown[],
  };
  const byId = new Map<number, OperatorUser>([ALEX, JO, SAM].map((u) => [u.id, u]));
  server.use(
    http.get('*/api/operator/users/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const search = params.get('search')?.toLowerCase() ?? '';
      const access = params.get('access');
      const results = [...byId.values()].filter(
        (u) =>
          (!search || `${u.first_name} ${u.last_name} ${u.email}`.toLowerCase().includes(search)) &&
          (access !== 'staff' || u.is_staff),
      );
      return HttpResponse.json({ count: options.count ?? results.length, next: null, previous: null, results });
    }),
    http.get('*/api/operator/users/:id/', ({ params }) => {
      const user = byId.get(Number(params.id));
      return user
        ? HttpResponse.json(detailOf(user))
        : HttpResponse.json({ detail: OperatorUserMessages.userNotFound, code: 'not_found' }, { status: 404 });
    }),
    http.post('*/api/operator/users/:id/:action/', async ({ params, request }) => {
      if (options.change) return options.change();
      const id = Number(params.id);
      const action = String(params.action);
      calls.changes.push({ id, action, body: await request.json() });
      const user = byId.get(id)!;
      const changed =
        action === 'unblock'
          ? { ...user, blocked: false, blocked_at: null }
          : action === 'force-password-change'
            ? { ...user, force_password_change: true }
            : user;
      byId.set(id, changed);
      return HttpResponse.json({ ...detailOf(changed), live_sessions: 0 });
    }),
    http.post('*/api/operator/staff/role/', async ({ request }) => {
      if (options.role) return options.role();
      const body = (await request.json()) as { email: string; role: OperatorUser['staff_role'] };
      calls.roles.push(body);
      const user = [...byId.values()].find((u) => u.email === body.email)!;
      byId.set(user.id, { ...user, is_staff: body.role !== null, staff_role: body.role });
      return HttpResponse.json({
        user_id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        is_staff: body.role !== null,
        role: body.role,
        login_two_factor_auth_enabled: user.login_two_factor_auth_enabled,
      });
    }),
  );
  return calls;
}

function serveProfile(staffRole: 'operator' | 'auditor') {
  server.use(
    http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ is_staff: true, staff_role: staffRole }))),
  );
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1);

describe('the users queue', () => {
  it('lists users with name, e-mail, access in words, staff role, two-factor, last sign-in and created', async () => {
    const calls = serveUsers();
    renderBackOfficeQueues('/back-office/users/');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    const alex = within(dataRows()[0]!);
    expect(alex.getByRole('link', { name: 'Alex Morgan' }).getAttribute('href')).toBe('/back-office/users/31/');
    expect(alex.getByText('alex@example.com')).toBeTruthy();
    expect(alex.getByText('Active')).toBeTruthy();
    expect(alex.getByText('Off')).toBeTruthy();
    expect(within(dataRows()[1]!).getByText('Blocked, Must change password')).toBeTruthy();
    const sam = within(dataRows()[2]!);
    expect(sam.getByText('Operator')).toBeTruthy();
    expect(sam.getByText('On')).toBeTruthy();
    const first = calls.lists[0]!;
    expect(Object.fromEntries(first)).toEqual({ page: '1', page_size: '25', ordering: '-created', access: 'all' });
  });

  it('asks the route for the next page and for a column’s order', async () => {
    const calls = serveUsers({ count: 60 });
    const { user } = renderBackOfficeQueues('/back-office/users/');
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    // A busy machine (CI runs the journeys beside these) can take more than waitFor's second.
    const patiently = { timeout: 5000 };
    // The grid takes the count in a moment after it shows the rows; a click on "next" before then
    // is put back to the first page. A person reads the count in the pager first, and so does this.
    expect(await screen.findByText('1–25 of 60', {}, patiently)).toBeTruthy();
    const next = screen.getByRole('button', { name: /next page/i }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false), patiently);
    await user.click(next);
    await waitFor(() => expect(calls.lists.at(-1)?.get('page')).toBe('2'), patiently);

    await user.click(screen.getByRole('columnheader', { name: /^E-mail/ }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('ordering')).toBe('email'), patiently);
    expect(calls.lists.at(-1)?.get('page')).toBe('1');
    await user.click(screen.getByRole('columnheader', { name: /^E-mail/ }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('ordering')).toBe('-email'), patiently);
  });

  it('searches and filters by access through the route; Staff is the staff list', async () => {
    const calls = serveUsers();
    const { user } = renderBackOfficeQueues('/back-office/users/');
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or mobile' }), 'alex');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('alex'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name, e-mail or mobile' }));

    await user.click(screen.getByRole('combobox', { name: 'Access' }));
    await user.click(screen.getByRole('option', { name: 'Staff' }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('access')).toBe('staff'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0]!).getByText('Sam Staff')).toBeTruthy();
  });
});

describe('a user', () => {
  it('shows details, recent activity, failed sign-ins and accounts', async () => {
    serveUsers();
    serveProfile('operator');
    renderBackOfficeQueues('/back-office/users/31/');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('0412 000 002')).toBeTruthy();
    expect(within(details).getByText('Active')).toBeTruthy();
    const activity = screen.getByRole('table', { name: 'Recent activity' });
    expect(within(activity).getByText('Signed in with e-mail and password')).toBeTruthy();
    expect(within(activity).getByText('203.0.113.7')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Failed sign-ins' })).getByText('198.51.100.4')).toBeTruthy();
    const accounts = screen.getByRole('table', { name: 'Accounts' });
    expect(within(accounts).getByRole('link', { name: 'Morgan Joint Account' }).getAttribute('href')).toBe(
      '/back-office/accounts/12/',
    );
    // Unblock is offered only to a blocked or locked user.
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
  });

  it('ends sessions only with a reason', async () => {
    const calls = serveUsers();
    serveProfile('operator');
    const { user } = renderBackOfficeQueues('/back-office/users/31/');
    await user.click(await screen.findByRole('button', { name: 'End sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End every session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await within(dialog).findByText(OperatorUserMessages.reasonRequired)).toBeTruthy();
    expect(calls.changes).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Lost phone');
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect((await screen.findByRole('status')).textContent).toBe('Every session of Alex Morgan has ended.');
    expect(calls.changes).toEqual([{ id: 31, action: 'end-sessions', body: { reason: 'Lost phone' } }]);
  });

  it('forces a password change and unblocks, each with a reason', async () => {
    const calls = serveUsers();
    serveProfile('operator');
    const { user } = renderBackOfficeQueues('/back-office/users/32/');
    expect(await screen.findByRole('heading', { name: 'Jo Blocked' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Details' })).getByText('Blocked, Must change password'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    const unblock = screen.getByRole('dialog', { name: 'Unblock this user?' });
    await user.type(within(unblock).getByRole('textbox', { name: 'Reason' }), 'Confirmed by phone');
    await user.click(within(unblock).getByRole('button', { name: 'Unblock' }));
    expect((await screen.findByRole('status')).textContent).toBe('Jo Blocked can sign in again.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Force password change' }));
    const force = screen.getByRole('dialog', { name: 'Force a password change?' });
    await user.type(within(force).getByRole('textbox', { name: 'Reason' }), 'Phishing report');
    await user.click(within(force).getByRole('button', { name: 'Force password change' }));
    await waitFor(() => expect(calls.changes).toHaveLength(2));
    expect(calls.changes.map((c) => [c.action, c.body])).toEqual([
      ['unblock', { reason: 'Confirmed by phone' }],
      ['force-password-change', { reason: 'Phishing report' }],
    ]);
  });

  it('shows the server’s words when the change is refused', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    serveUsers({ change: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }) });
    serveProfile('auditor');
    const { user } = renderBackOfficeQueues('/back-office/users/31/');
    await user.click(await screen.findByRole('button', { name: 'End sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End every session?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Lost phone');
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets an operator change the staff role after a confirmation naming the change', async () => {
    const calls = serveUsers();
    serveProfile('operator');
    const { user } = renderBackOfficeQueues('/back-office/users/31/');
    const roleSection = await screen.findByRole('region', { name: 'Staff role' });
    expect(within(roleSection).getByRole('button', { name: 'Save role' })).toHaveProperty('disabled', true);
    await user.click(within(roleSection).getByRole('combobox', { name: 'Staff role' }));
    await user.click(screen.getByRole('option', { name: 'Portfolio manager' }));
    await user.click(within(roleSection).getByRole('button', { name: 'Save role' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the staff role?' });
    expect(within(dialog).getByText('Alex Morgan: None → Portfolio manager.')).toBeTruthy();
    expect(calls.roles).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect((await screen.findByRole('status')).textContent).toBe('Alex Morgan’s staff role is now Portfolio manager.');
    expect(calls.roles).toEqual([{ email: 'alex@example.com', role: 'portfolio_manager' }]);
  });

  it('shows the role as text to staff who are not operators', async () => {
    serveUsers();
    serveProfile('auditor');
    renderBackOfficeQueues('/back-office/users/33/');
    const roleSection = await screen.findByRole('region', { name: 'Staff role' });
    expect(within(roleSection).getByText('Operator')).toBeTruthy();
    expect(within(roleSection).queryByRole('combobox')).toBeNull();
  });
});
