import { Messages, PersonFieldLabels, UnfilledAccountField } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { servePatchAccount, servePeople, testSecondaryUser } from '../../../testing/account-people';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { renderApp } from '../../../testing/render-app';

const company = testAccount({
  id: 4,
  name: 'Investor Holdings Pty Ltd',
  type: 'company',
  status: 'pending',
  unfilled_fields: [UnfilledAccountField.beneficial_owners, UnfilledAccountField.corporate_account_details],
});

function open() {
  session.signIn('k'.repeat(43));
  return renderApp({ url: '/accounts/4/forms/beneficial-owners' });
}

const group = (name: string) => screen.getByRole('group', { name });
const field = (groupName: string, label: string) =>
  within(group(groupName)).getByRole('textbox', { name: label }) as HTMLInputElement;
const role = (groupName: string) =>
  within(group(groupName)).getByRole('combobox', { name: PersonFieldLabels.role }) as HTMLSelectElement;
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('beneficial owners', () => {
  it('offers the server’s roles, beneficial owner by default; each rule on its field; at least one', async () => {
    serveAccounts([company]);
    const calls = servePeople();
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneficial owners' })).toBeTruthy();
    expect(role('Beneficial owner 1').value).toBe('9');
    expect(Array.from(role('Beneficial owner 1').options).map((o) => o.text)).toEqual([
      'Select…',
      'Beneficial owner',
      'Controller',
      'Decision maker',
    ]);
    await user.type(field('Beneficial owner 1', 'Email'), 'x@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(field('Beneficial owner 1', 'First name'))).toBe(Messages.fieldRequired));
    expect(description(field('Beneficial owner 1', 'Mobile phone'))).toBe(Messages.fieldRequired);
    expect(description(field('Beneficial owner 1', 'Email'))).toBe(Messages.formatNotValid('Email'));

    await user.click(within(group('Beneficial owner 1')).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.fieldRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('saves with POST, the chosen role’s id and the phone without spaces, then the next form', async () => {
    serveAccounts([company]);
    const calls = servePeople();
    const { user, location } = open();
    await screen.findByRole('group', { name: 'Beneficial owner 1' });
    await user.type(field('Beneficial owner 1', 'First name'), 'Max');
    await user.type(field('Beneficial owner 1', 'Last name'), 'Power');
    await user.type(field('Beneficial owner 1', 'Mobile phone'), '0400 123 456');
    await user.type(field('Beneficial owner 1', 'Email'), 'max@example.com');
    await user.selectOptions(role('Beneficial owner 1'), 'Controller');
    serveAccounts([{ ...company, unfilled_fields: [UnfilledAccountField.corporate_account_details] }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/4/forms/company-details'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/accounts/4/beneficial-owners/',
        body: {
          users: [
            { first_name: 'Max', last_name: 'Power', email: 'max@example.com', phone_number: '0400123456', role: 10 },
          ],
        },
      },
    ]);
  });

  it('changes saved owners with bulk-update', async () => {
    const owner = testSecondaryUser(
      {
        id: 41,
        first_name: 'Max',
        last_name: 'Power',
        title: null,
        list_of_editable_fields: ['first_name', 'last_name', 'email', 'phone_number', 'role'],
      },
      'declared',
      'decision_maker',
    );
    const account = { ...company, beneficial_owners: [owner] };
    serveAccounts([account]);
    const calls = servePeople();
    const { user } = open();
    await screen.findByRole('group', { name: 'Beneficial owner 1' });
    expect(role('Beneficial owner 1').value).toBe('11');
    await user.clear(field('Beneficial owner 1', 'Last name'));
    await user.type(field('Beneficial owner 1', 'Last name'), 'Powers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/accounts/4/beneficial-owners/bulk-update/',
      body: { users: [{ id: 41, last_name: 'Powers', role: 11 }] },
    });
  });

  it('Skip records skip_beneficial_owners and goes on to the next form', async () => {
    serveAccounts([company]);
    const calls = servePeople();
    servePatchAccount(company, calls);
    const { user, location } = open();
    await screen.findByRole('group', { name: 'Beneficial owner 1' });
    serveAccounts([{ ...company, unfilled_fields: [UnfilledAccountField.corporate_account_details] }]);
    servePatchAccount(company, calls);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/4/forms/company-details'));
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/accounts/4/', body: { skip_beneficial_owners: true } }]);
  });
});
