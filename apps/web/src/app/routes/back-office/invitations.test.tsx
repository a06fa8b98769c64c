import {
  BackOfficeMessages,
  Messages,
  InviteOperatorMessages,
  type OperatorInvite,
  type OperatorInviteCreate,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ISSUED_SECRET, serveInviteQueue, testOperatorInvite } from '../../../testing/back-office-invitations';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';

const OLIVIA = testOperatorInvite();
const TRUST = testOperatorInvite({
  uuid: '00000000-0000-4000-8000-000000000102',
  email: 'trustee@smithfamily.example',
  phone_number: '0498765432',
  type: 'trust',
  account_name: 'Smith Family Trust',
  created: '2026-11-25T01:00:00Z',
});
const DONE = testOperatorInvite({
  uuid: '00000000-0000-4000-8000-000000000103',
  email: 'done@example.com',
  status: 'completed',
  created: '2026-11-20T01:00:00Z',
});

const serveInvitations = (options?: { create?: () => Response; resend?: () => Response }) =>
  serveInviteQueue<OperatorInvite, OperatorInviteCreate>(
    'invites',
    [OLIVIA, TRUST, DONE],
    {
      searched: (i) => `${i.email} ${i.phone_number}`,
      created: (body, uuid) =>
        testOperatorInvite({
          uuid,
          email: body.email,
          phone_number: body.phone_number,
          type: body.type,
          account_name: body.account_name ?? null,
          created: '2026-11-27T01:00:00Z',
        }),
    },
    options,
  );

const NOT_OFFERED = 'No account with this id can be offered: it does not exist, or someone already holds it.';

const grid = () => screen.getByRole('grid', { name: 'Invitations' });
const dataRows = () => within(grid()).getAllByRole('row').slice(1);

describe('the invitations queue', () => {
  it('lists the open invitations with e-mail, mobile, account type, status, created and expires', async () => {
    const calls = serveInvitations();
    renderBackOfficeQueues('/back-office/invitations/');
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(Object.fromEntries(calls.lists[0]!)).toEqual({
      page: '1',
      page_size: '25',
      ordering: '-created',
      status: 'open',
    });
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['E-mail', 'Mobile', 'Account type', 'Status', 'Created', 'Expires', 'Actions']);
    const trust = within(dataRows()[1]!);
    expect(trust.getByText('trustee@smithfamily.example')).toBeTruthy();
    expect(trust.getByText('0498765432')).toBeTruthy();
    expect(trust.getByText('Trust')).toBeTruthy();
    expect(trust.getByText('Open')).toBeTruthy();
    expect(trust.getByRole('button', { name: 'Resend the invitation for trustee@smithfamily.example' })).toBeTruthy();
  });

  it('filters by status and searches by e-mail or mobile through the route; a completed one offers no action', async () => {
    const calls = serveInvitations();
    const { user } = renderBackOfficeQueues('/back-office/invitations/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    const search = screen.getByRole('searchbox', { name: 'Search by e-mail or mobile' });
    await user.type(search, 'smithfamily');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(calls.lists.at(-1)?.get('search')).toBe('smithfamily');
    expect(within(dataRows()[0]!).getByText('trustee@smithfamily.example')).toBeTruthy();

    await user.clear(search);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(calls.lists.at(-1)?.get('status')).toBe('completed');
    const done = within(dataRows()[0]!);
    expect(done.getByText('done@example.com')).toBeTruthy();
    expect(done.queryByRole('button', { name: /Resend|Expire/ })).toBeNull();
  });

  it('sends a new invitation: the contract checks the fields, a server field error stays on its field', async () => {
    const calls = serveInvitations({
      create: () =>
        HttpResponse.json(
          {
            field_errors: { account_id: [NOT_OFFERED] },
            non_field_errors: [],
          },
          { status: 400 },
        ),
    });
    const { user } = renderBackOfficeQueues('/back-office/invitations/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'New invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'New invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText(Messages.fieldRequired)).toHaveLength(3);
    const accountId = within(dialog).getByRole('textbox', { name: 'Existing account number (optional)' });
    await user.type(accountId, '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(InviteOperatorMessages.accountIdNotValid)).toBeTruthy();
    expect(calls.created).toEqual([]);
    await user.clear(accountId);
    await user.type(accountId, '77');

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new.investor@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '0412 000 111');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Account type' }), 'Company');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account name (optional)' }), 'New Co Pty Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(NOT_OFFERED)).toBeTruthy();
    expect(accountId.getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'new.investor@example.com',
    );
    expect(calls.created).toEqual([
      {
        email: 'new.investor@example.com',
        phone_number: '0412000111',
        type: 'company',
        account_name: 'New Co Pty Ltd',
        account_id: 77,
        expires_in_days: 14,
        product: 'ipm',
      },
    ]);
  });

  it('sends a new invitation and shows it in the list with a message, never the code', async () => {
    const calls = serveInvitations();
    const { user } = renderBackOfficeQueues('/back-office/invitations/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'New invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'New invitation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new.investor@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '0412000111');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Account type' }), 'Individual');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Link expires in' }), '30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      InviteOperatorMessages.sent('new.investor@example.com'),
    );
    expect(calls.created).toEqual([
      {
        email: 'new.investor@example.com',
        phone_number: '0412000111',
        type: 'individual',
        expires_in_days: 30,
        product: 'ipm',
      },
    ]);
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    expect(within(dataRows()[0]!).getByText('new.investor@example.com')).toBeTruthy();
    expect(screen.queryByText(new RegExp(ISSUED_SECRET))).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resends an open invitation', async () => {
    const calls = serveInvitations();
    const { user } = renderBackOfficeQueues('/back-office/invitations/');
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation for olivia@example.com' }));
    expect((await screen.findByRole('status')).textContent).toBe(InviteOperatorMessages.resent('olivia@example.com'));
    expect(calls.resent).toEqual([OLIVIA.uuid]);
    expect(screen.queryByText(new RegExp(ISSUED_SECRET))).toBeNull();
  });

  it('shows the server’s message when the role may not resend', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    serveInvitations({
      resend: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/invitations/');
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation for olivia@example.com' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('expires an open invitation only after a confirmation', async () => {
    const calls = serveInvitations();
    const { user } = renderBackOfficeQueues('/back-office/invitations/');
    await user.click(await screen.findByRole('button', { name: 'Expire the invitation for olivia@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Expire this invitation?' });
    expect(within(dialog).getByText(/olivia@example\.com/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.expired).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Expire the invitation for olivia@example.com' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Expire this invitation?' })).getByRole('button', { name: 'Expire' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(InviteOperatorMessages.expired('olivia@example.com'));
    expect(calls.expired).toEqual([OLIVIA.uuid]);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0]!).getByText('trustee@smithfamily.example')).toBeTruthy();
  });
});
