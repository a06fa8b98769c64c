import { Messages, UnfilledAccountField, type Account } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { servePatchAccount, servePeople, testSecondaryUser } from '../../../testing/account-people';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { renderApp } from '../../../testing/render-app';

const joint = testAccount({
  id: 3,
  name: 'Ivy and Sam',
  type: 'joint',
  status: 'pending',
  unfilled_fields: [UnfilledAccountField.secondary_users, UnfilledAccountField.signing_authority],
});
const company = testAccount({
  id: 4,
  name: 'Investor Holdings Pty Ltd',
  type: 'company',
  acn: '123456789',
  status: 'pending',
  acn_lookup_data: {
    acn: '123456789',
    business_name: 'INVESTOR HOLDINGS PTY LTD',
    company_type: 'APTY',
    abn: null,
    officeholders: [
      {
        uuid: 'officeholder-1',
        first_name: 'IVY',
        last_name: 'investor',
        role: 'director',
        is_possible_duplicate: true,
      },
      { uuid: 'officeholder-2', first_name: 'Sam', last_name: 'Lane', role: 'director', is_possible_duplicate: false },
      {
        uuid: 'officeholder-3',
        first_name: 'Sue',
        last_name: 'Clerk',
        role: 'secretary',
        is_possible_duplicate: false,
      },
    ],
  },
  unfilled_fields: [UnfilledAccountField.directors, UnfilledAccountField.corporate_account_details],
});
const smsf = testAccount({
  id: 6,
  name: 'Investor Super Fund',
  type: 'smsf',
  trustee: 'individual',
  status: 'pending',
  unfilled_fields: [UnfilledAccountField.trustee_details, UnfilledAccountField.signing_authority],
});

function open(account: Account) {
  session.signIn('k'.repeat(43));
  return renderApp({ url: `/accounts/${account.id}/forms/secondary-users` });
}

const group = (name: string) => screen.getByRole('group', { name });
const field = (groupName: string, label: string) =>
  within(group(groupName)).getByRole('textbox', { name: label }) as HTMLInputElement;
/** The message a control is described by (its field error). */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('secondary users of a joint account', () => {
  it('puts each rule on its field and sends nothing', async () => {
    serveAccounts([joint]);
    const calls = servePeople();
    const { user } = open(joint);
    expect(await screen.findByRole('heading', { level: 1, name: 'Secondary users' })).toBeTruthy();
    await user.type(field('Joint holder 2', 'Email'), 'not-an-email');
    await user.type(field('Joint holder 2', 'Mobile phone'), '0312 345 678');
    await user.click(save());
    await waitFor(() => expect(description(field('Joint holder 2', 'First name'))).toBe(Messages.fieldRequired));
    expect(description(field('Joint holder 2', 'Last name'))).toBe(Messages.fieldRequired);
    expect(description(field('Joint holder 2', 'Email'))).toBe(Messages.formatNotValid('Email'));
    expect(description(field('Joint holder 2', 'Mobile phone'))).toBe(Messages.theFormatIsNotValid);
    expect(calls).toEqual([]);
  });

  it('takes at most 3: Add person is disabled at the limit with the message; an unsaved row goes without asking', async () => {
    serveAccounts([joint]);
    servePeople();
    const { user } = open(joint);
    await screen.findByRole('group', { name: 'Joint holder 2' });
    const add = screen.getByRole('button', { name: 'Add person' }) as HTMLButtonElement;
    expect(screen.queryByText(Messages.secondaryUsersLimit)).toBeNull();
    await user.click(add);
    await user.click(add);
    expect(screen.getByRole('group', { name: 'Joint holder 4' })).toBeTruthy();
    expect(add.disabled).toBe(true);
    expect(screen.getByText(Messages.secondaryUsersLimit)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Joint holder 5' })).toBeNull();

    await user.click(within(group('Joint holder 4')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Joint holder 4' })).toBeNull();
    expect(add.disabled).toBe(false);
    expect(screen.queryByText(Messages.secondaryUsersLimit)).toBeNull();
  });

  it('adds the first holder with POST, spaces stripped from the phone, then shows the next missing form', async () => {
    serveAccounts([joint]);
    const calls = servePeople();
    const { user, location } = open(joint);
    await screen.findByRole('group', { name: 'Joint holder 2' });
    await user.type(field('Joint holder 2', 'First name'), 'Sam');
    await user.type(field('Joint holder 2', 'Last name'), 'Lane');
    await user.type(field('Joint holder 2', 'Mobile phone'), '0412 345 678');
    await user.type(field('Joint holder 2', 'Email'), 'sam@example.com');
    serveAccounts([{ ...joint, unfilled_fields: [UnfilledAccountField.signing_authority] }]);
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/accounts/3/forms/signing-authority'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/accounts/3/secondary-users/',
        body: {
          users: [
            { first_name: 'Sam', last_name: 'Lane', email: 'sam@example.com', phone_number: '0412345678', role: null },
          ],
        },
      },
    ]);
  });

  it('sends the whole list to bulk-update once someone is saved; the server’s users.1.email lands on the second person', async () => {
    const sam = testSecondaryUser({ id: 21, first_name: 'Sam', last_name: 'Lane' });
    const account = { ...joint, secondary_users: [sam] };
    serveAccounts([account]);
    const calls = servePeople({
      'PUT bulk-update': {
        status: 400,
        body: { field_errors: { 'users.1.email': [Messages.personAlreadyOnAccount] }, non_field_errors: [] },
      },
    });
    const { user } = open(account);
    await screen.findByRole('group', { name: 'Joint holder 2' });
    // The invited holder is locked, with the invitation's status.
    expect(field('Joint holder 2', 'First name').value).toBe('Sam');
    expect(field('Joint holder 2', 'Email').disabled).toBe(true);
    expect(within(group('Joint holder 2')).getByText('Invitation sent')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await user.type(field('Joint holder 3', 'First name'), 'Kim');
    await user.type(field('Joint holder 3', 'Last name'), 'Lee');
    await user.type(field('Joint holder 3', 'Mobile phone'), '0498765432');
    await user.type(field('Joint holder 3', 'Email'), 'kim@example.com');
    await user.click(save());

    await waitFor(() => expect(description(field('Joint holder 3', 'Email'))).toBe(Messages.personAlreadyOnAccount));
    expect(field('Joint holder 3', 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Joint holder 3', 'Email').value).toBe('kim@example.com');
    expect(description(field('Joint holder 2', 'Email'))).toBeNull();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/accounts/3/secondary-users/bulk-update/',
        body: {
          users: [
            {
              id: 21,
              first_name: 'Sam',
              last_name: 'Lane',
              email: 'sam@example.com',
              phone_number: '0411111111',
              role: 12,
              acn_uuid: null,
            },
            { first_name: 'Kim', last_name: 'Lee', email: 'kim@example.com', phone_number: '0498765432', role: null },
          ],
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Secondary users' })).toBeTruthy();
  });

  it('removes a saved holder after the confirmation; a refused removal is a toast with the server’s detail', async () => {
    const sam = testSecondaryUser({ id: 21, first_name: 'Sam', last_name: 'Lane' });
    const kim = testSecondaryUser({ id: 22, first_name: 'Kim', last_name: 'Lee' });
    const account = { ...joint, secondary_users: [sam, kim] };
    serveAccounts([account]);
    let calls = servePeople();
    const { user, location } = open(account);
    await screen.findByRole('group', { name: 'Joint holder 3' });

    await user.click(within(group('Joint holder 3')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(Messages.deleteEntryConfirmation);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('group', { name: 'Joint holder 3' })).toBeTruthy();
    expect(calls).toEqual([]);

    await user.click(within(group('Joint holder 3')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Joint holder 3' })).toBeNull());
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/accounts/3/secondary-users/22/' }]);

    calls = servePeople({
      'DELETE secondary-users': { status: 404, body: { detail: 'Not found.', code: 'not_found' } },
    });
    await user.click(within(group('Joint holder 2')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Not found.')).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Joint holder 2' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/accounts/3/secondary-users/21/' }]);
    expect(location().pathname).toBe('/accounts/3/forms/secondary-users');
  });

  it('resends a pending holder’s invite with a toast; a failure toasts the non-field error', async () => {
    const sam = testSecondaryUser({ id: 21, first_name: 'Sam', last_name: 'Lane' });
    const joined = testSecondaryUser({ id: 22, first_name: 'Kim', last_name: 'Lee', user_id: 30 }, 'joined');
    const account = { ...joint, secondary_users: [sam, joined] };
    serveAccounts([account]);
    const calls = servePeople();
    const { user } = open(account);
    await screen.findByRole('group', { name: 'Joint holder 3' });
    expect(within(group('Joint holder 3')).queryByRole('button', { name: 'Resend invite' })).toBeNull();
    await user.click(within(group('Joint holder 2')).getByRole('button', { name: 'Resend invite' }));
    expect(await screen.findByText(Messages.secondaryUserReinvited)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/accounts/3/secondary-users/21/reinvite/' }]);

    servePeople({
      'POST reinvite': { status: 400, body: { field_errors: {}, non_field_errors: [Messages.personAlreadyJoined] } },
    });
    await user.click(within(group('Joint holder 2')).getByRole('button', { name: 'Resend invite' }));
    expect(await screen.findByText(Messages.personAlreadyJoined)).toBeTruthy();
  });
});

describe('set up directors', () => {
  it('offers the register’s directors prefilled, checks the form on mount and waits to be valid; a possible duplicate is flagged', async () => {
    serveAccounts([company]);
    servePeople();
    open(company);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up directors' })).toBeTruthy();
    expect(within(group('Director 1')).getByText('Ivy Investor (you)')).toBeTruthy();
    expect(
      within(group('Director 1')).getByRole('radiogroup', { name: Messages.directorOwnershipQuestion }),
    ).toBeTruthy();
    expect(field('Director 2', 'First name').value).toBe('IVY');
    expect(field('Director 3', 'Last name').value).toBe('Lane');
    // The secretary is not a director.
    expect(screen.queryByRole('group', { name: 'Director 4' })).toBeNull();

    await waitFor(() => expect(description(field('Director 3', 'Mobile phone'))).toBe(Messages.fieldRequired));
    expect(description(field('Director 3', 'Email'))).toBe(Messages.fieldRequired);
    expect(description(within(group('Director 1')).getByRole('radiogroup'))).toBe(Messages.fieldRequired);
    expect(save().disabled).toBe(true);

    expect(screen.getByText(Messages.possibleDuplicateDirectorsWarning)).toBeTruthy();
    expect(within(group('Director 2')).getByText(Messages.possibleDuplicateDirector)).toBeTruthy();
    expect(within(group('Director 3')).queryByText(Messages.possibleDuplicateDirector)).toBeNull();
  });

  it('flags a director typed with the primary person’s name, as the server would, and clears it when changed', async () => {
    const account = { ...company, acn_lookup_data: null };
    serveAccounts([account]);
    servePeople();
    const { user } = open(account);
    await screen.findByRole('group', { name: 'Director 1' });
    expect(screen.queryByText(Messages.possibleDuplicateDirectorsWarning)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add director' }));
    await user.type(field('Director 2', 'First name'), ' ivy ');
    await user.type(field('Director 2', 'Last name'), 'INVESTOR');
    expect(screen.getByText(Messages.possibleDuplicateDirectorsWarning)).toBeTruthy();
    expect(within(group('Director 2')).getByText(Messages.possibleDuplicateDirector)).toBeTruthy();
    await user.type(field('Director 2', 'Last name'), 'S');
    expect(screen.queryByText(Messages.possibleDuplicateDirectorsWarning)).toBeNull();
    expect(within(group('Director 2')).queryByText(Messages.possibleDuplicateDirector)).toBeNull();
  });

  it('removes a prefilled officeholder after the confirmation (DELETE acn-data), the warning going with it', async () => {
    serveAccounts([company]);
    const calls = servePeople();
    const { user } = open(company);
    await screen.findByRole('group', { name: 'Director 3' });
    await user.click(within(group('Director 2')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(Messages.deleteEntryConfirmation);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Director 3' })).toBeNull());
    expect(field('Director 2', 'First name').value).toBe('Sam');
    expect(screen.queryByText(Messages.possibleDuplicateDirectorsWarning)).toBeNull();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/accounts/4/acn-data/users/officeholder-1/?acn=123456789' }]);
  });

  it('saves new directors with POST (role from the question, the officeholder’s uuid) and the primary answer with PATCH, then the next form', async () => {
    serveAccounts([company]);
    const calls = servePeople();
    servePatchAccount(company, calls);
    const { user, location } = open(company);
    await screen.findByRole('group', { name: 'Director 3' });
    await user.click(within(group('Director 2')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Director 3' })).toBeNull());

    await user.click(within(group('Director 1')).getByRole('radio', { name: 'Yes' }));
    await user.click(within(group('Director 2')).getByRole('radio', { name: 'No' }));
    await user.type(field('Director 2', 'Mobile phone'), '0400 000 001');
    await user.type(field('Director 2', 'Email'), 'sam@example.com');
    await waitFor(() => expect(save().disabled).toBe(false));
    serveAccounts([{ ...company, unfilled_fields: [UnfilledAccountField.corporate_account_details] }]);
    servePatchAccount(company, calls);
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/accounts/4/forms/company-details'));
    expect(calls.slice(1)).toEqual([
      {
        method: 'POST',
        path: '/api/accounts/4/secondary-users/',
        body: {
          users: [
            {
              first_name: 'Sam',
              last_name: 'Lane',
              email: 'sam@example.com',
              phone_number: '0400000001',
              role: 12,
              acn_uuid: 'officeholder-2',
            },
          ],
        },
      },
      { method: 'PATCH', path: '/api/accounts/4/', body: { primary_user_role: true } },
    ]);
  });

  it('keeps saved directors through bulk-update, shows the server’s duplicate flag, and locks their role', async () => {
    const saved = testSecondaryUser(
      {
        id: 31,
        first_name: 'Ivie',
        last_name: 'Investor',
        email: 'ivy.i@example.com',
        title: 'director',
        is_possible_duplicate: true,
      },
      'invited',
      'beneficial_owner',
    );
    const account = { ...company, acn_lookup_data: null, secondary_users: [saved] };
    serveAccounts([account]);
    const calls = servePeople();
    servePatchAccount(account, calls);
    const { user } = open(account);
    await screen.findByRole('group', { name: 'Director 2' });
    expect(screen.getByText(Messages.possibleDuplicateDirectorsWarning)).toBeTruthy();
    expect(within(group('Director 2')).getByText(Messages.possibleDuplicateDirector)).toBeTruthy();
    const yes = within(group('Director 2')).getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    expect(yes.checked).toBe(true);
    expect(yes.disabled).toBe(true);
    await user.click(within(group('Director 1')).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/accounts/4/secondary-users/bulk-update/',
      body: { users: [{ id: 31, role: 9 }] },
    });
    expect(calls[1]).toEqual({ method: 'PATCH', path: '/api/accounts/4/', body: { primary_user_role: false } });
  });
});

describe('trustee details', () => {
  const question = () => screen.getByRole('radiogroup', { name: Messages.additionalTrusteesQuestion });

  it('asks for additional trustees; yes shows the list with Add trustee and Remove; no saves without people', async () => {
    serveAccounts([smsf]);
    const calls = servePeople();
    servePatchAccount(smsf, calls);
    const { user, location } = open(smsf);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trustee details' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Trustee 2' })).toBeNull();
    await user.click(save());
    await waitFor(() => expect(description(question())).toBe(Messages.fieldRequired));

    await user.click(within(question()).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('group', { name: 'Trustee 2' })).toBeTruthy();
    await user.type(field('Trustee 2', 'First name'), 'Kim');
    await user.click(screen.getByRole('button', { name: Messages.addTrustee }));
    await user.click(within(group('Trustee 3')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Trustee 3' })).toBeNull();

    await user.click(within(question()).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: 'Trustee 2' })).toBeNull();
    await user.click(within(question()).getByRole('radio', { name: 'Yes' }));
    expect(field('Trustee 2', 'First name').value).toBe('Kim');
    await user.click(within(question()).getByRole('radio', { name: 'No' }));

    serveAccounts([{ ...smsf, unfilled_fields: [UnfilledAccountField.signing_authority] }]);
    servePatchAccount(smsf, calls);
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/accounts/6/forms/signing-authority'));
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/accounts/6/', body: { has_secondary_users: false } }]);
  });

  it('yes needs a trustee: each rule on its field; then POST and PATCH', async () => {
    serveAccounts([smsf]);
    const calls = servePeople();
    servePatchAccount(smsf, calls);
    const { user } = open(smsf);
    await screen.findByRole('heading', { level: 1, name: 'Trustee details' });
    await user.click(within(question()).getByRole('radio', { name: 'Yes' }));
    await user.click(within(group('Trustee 2')).getByRole('button', { name: 'Remove' }));
    await user.click(save());
    expect(await screen.findByText(Messages.fieldRequired)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: Messages.addTrustee }));
    await user.click(save());
    await waitFor(() => expect(description(field('Trustee 2', 'Email'))).toBe(Messages.fieldRequired));
    await user.type(field('Trustee 2', 'First name'), 'Kim');
    await user.type(field('Trustee 2', 'Last name'), 'Lee');
    await user.type(field('Trustee 2', 'Mobile phone'), '04 1234 5678');
    await user.type(field('Trustee 2', 'Email'), 'kim@example.com');
    serveAccounts([{ ...smsf, unfilled_fields: [] }]);
    servePatchAccount(smsf, calls);
    await user.click(save());
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor Super Fund' })).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/accounts/6/secondary-users/',
        body: {
          users: [
            { first_name: 'Kim', last_name: 'Lee', email: 'kim@example.com', phone_number: '0412345678', role: null },
          ],
        },
      },
      { method: 'PATCH', path: '/api/accounts/6/', body: { has_secondary_users: true } },
    ]);
  });
});
