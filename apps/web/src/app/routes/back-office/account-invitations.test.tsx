import {
  BackOfficeMessages,
  InviteOperatorMessages,
  Messages,
  type OperatorSecondaryInvite,
  type OperatorSecondaryInviteCreate,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ISSUED_SECRET, serveInviteQueue, testOperatorSecondaryInvite } from '../../../testing/back-office-invitations';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';

const JAMIE = testOperatorSecondaryInvite();
const DONE = testOperatorSecondaryInvite({
  uuid: '00000000-0000-4000-8000-000000000202',
  email: 'done@example.com',
  status: 'completed',
});

const NOT_PRIMARY = 'No registered user has this e-mail address.';

const serveAccountInvitations = (options?: { create?: () => Response; resend?: () => Response }) =>
  serveInviteQueue<OperatorSecondaryInvite, OperatorSecondaryInviteCreate>(
    'secondary-invites',
    [JAMIE, DONE],
    {
      searched: (i) => `${i.email} ${i.full_name} ${i.primary_user_email}`,
      created: (body, uuid) =>
        testOperatorSecondaryInvite({ uuid, email: body.email, full_name: `${body.first_name} ${body.last_name}` }),
    },
    options,
  );

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Account invitations' }))
    .getAllByRole('row')
    .slice(1);

describe('the account invitations queue', () => {
  it('lists the open ones through the route, with invitee, role, account and primary user', async () => {
    const calls = serveAccountInvitations();
    const { user } = renderBackOfficeQueues('/back-office/account-invitations/');
    expect(await screen.findByRole('heading', { name: 'Account invitations' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(Object.fromEntries(calls.lists[0]!)).toEqual({
      page: '1',
      page_size: '25',
      ordering: '-created',
      status: 'open',
    });
    const row = within(dataRows()[0]!);
    expect(row.getByText('jamie@example.com')).toBeTruthy();
    expect(row.getByText('Jamie Holder')).toBeTruthy();
    expect(row.getByText('Joint: Smith Family')).toBeTruthy();
    expect(row.getByText('investor@example.com')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search by invitee, account or primary user' }), 'holder');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('holder'));
  });

  it('sends one: the contract checks the fields, a server field error stays on its field with what was typed', async () => {
    const calls = serveAccountInvitations({
      create: () =>
        HttpResponse.json({ field_errors: { primary_email: [NOT_PRIMARY] }, non_field_errors: [] }, { status: 400 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/account-invitations/');
    await user.click(await screen.findByRole('button', { name: 'New account invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'New account invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findAllByText(Messages.fieldRequired)).length).toBeGreaterThan(0);
    expect(calls.created).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Holder');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '0422 000 009');
    await user.type(within(dialog).getByRole('textbox', { name: "Primary user's email" }), 'nobody@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Account type' }), 'Joint');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(NOT_PRIMARY)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: "Primary user's email" }) as HTMLInputElement).value).toBe(
      'nobody@example.com',
    );
    expect(calls.created).toEqual([
      {
        email: 'sam@example.com',
        phone_number: '0422000009',
        first_name: 'Sam',
        last_name: 'Holder',
        primary_email: 'nobody@example.com',
        account_type: 'joint',
        product: 'ipm',
        expires_in_days: 14,
      },
    ]);
  });

  it('sends one and says so, never showing the link', async () => {
    serveAccountInvitations();
    const { user } = renderBackOfficeQueues('/back-office/account-invitations/');
    await user.click(await screen.findByRole('button', { name: 'New account invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'New account invitation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Holder');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '0422000009');
    await user.type(within(dialog).getByRole('textbox', { name: "Primary user's email" }), 'investor@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Account type' }), 'Company');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      InviteOperatorMessages.accountInviteSent('sam@example.com'),
    );
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(screen.queryByText(new RegExp(ISSUED_SECRET))).toBeNull();
  });

  it('resends, and expires only after a confirmation; a role refusal shows the server’s words', async () => {
    const calls = serveAccountInvitations();
    const { user } = renderBackOfficeQueues('/back-office/account-invitations/');
    await user.click(
      await screen.findByRole('button', { name: 'Resend the account invitation for jamie@example.com' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      InviteOperatorMessages.accountInviteResent('jamie@example.com'),
    );
    expect(calls.resent).toEqual([JAMIE.uuid]);

    await user.click(screen.getByRole('button', { name: 'Expire the account invitation for jamie@example.com' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Expire this account invitation?' })).getByRole('button', {
        name: 'Expire',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(InviteOperatorMessages.expired('jamie@example.com')),
    );
    expect(calls.expired).toEqual([JAMIE.uuid]);
  });

  it('shows the server’s message when the role may not resend', async () => {
    const refusal = BackOfficeMessages.roleMayNotChange('Auditor (read only)');
    serveAccountInvitations({
      resend: () => HttpResponse.json({ detail: refusal, code: 'staff_role_refused' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/account-invitations/');
    await user.click(
      await screen.findByRole('button', { name: 'Resend the account invitation for jamie@example.com' }),
    );
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
