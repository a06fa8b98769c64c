import { UnfilledAccountField } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { testBankAccount, testChangeRequest } from '../../../testing/bank-accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

function serveBankAccounts(accountId: number, bankAccounts: unknown[], requests: unknown[] = []) {
  server.use(
    http.get(`*/api/accounts/${accountId}/bank-accounts/`, () => HttpResponse.json(bankAccounts)),
    http.get(`*/api/accounts/${accountId}/bank-change-requests/`, () => HttpResponse.json(requests)),
  );
}

function open(url: string) {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

describe('the bank accounts on the account page', () => {
  it('lists each bank account with its details, status, linked products, Edit and Delete, and Add bank account', async () => {
    serveAccounts([testAccount({ id: 5 })]);
    const waiting = testChangeRequest({ id: 42, kind: 'verify', bank_account_id: 22 });
    serveBankAccounts(5, [
      testBankAccount({ id: 21, linked_products: ['icf'] }),
      testBankAccount({
        id: 22,
        name: 'Savings',
        number: '55554444',
        status: 'pending_verification',
        verify_change_request: waiting,
      }),
    ]);
    open('/accounts/5');
    const section = await screen.findByRole('region', { name: 'Bank accounts' });
    await within(section).findByText('Everyday');
    expect(
      within(section).getByText(/BSB 062-000 · Account ending 678 · Commonwealth Bank of Australia · Sydney/),
    ).toBeTruthy();
    expect(within(section).getByText('Active')).toBeTruthy();
    expect(within(section).getByText(/Linked to/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Edit Everyday' }).getAttribute('href')).toBe(
      '/accounts/5/edit-bank-account/21/',
    );
    expect(within(section).getByRole('link', { name: 'Delete Everyday' }).getAttribute('href')).toBe(
      '/accounts/5/delete-bank-account/21/',
    );
    // A bank account with an open request shows it, with its review, instead of Edit and Delete.
    expect(within(section).getByText('Waiting for verification')).toBeTruthy();
    expect(within(section).getByText('Add bank account: Waiting for members')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Review request' }).getAttribute('href')).toBe(
      '/accounts/verify-new-bank-account/5/22/',
    );
    expect(within(section).queryByRole('link', { name: 'Edit Savings' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Add bank account' }).getAttribute('href')).toBe(
      '/accounts/5/add-bank-account',
    );
  });

  it('offers no Edit or Delete before activation, and adds through the setup step', async () => {
    serveAccounts([
      testAccount({ id: 6, status: 'pending', unfilled_fields: [UnfilledAccountField.portfolio_application] }),
    ]);
    serveBankAccounts(6, [testBankAccount({ id: 21, account: 6 })]);
    open('/accounts/6');
    const section = await screen.findByRole('region', { name: 'Bank accounts' });
    await within(section).findByText('Everyday');
    expect(within(section).queryByRole('link', { name: 'Edit Everyday' })).toBeNull();
    expect(within(section).queryByRole('link', { name: 'Delete Everyday' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Add bank account' }).getAttribute('href')).toBe(
      '/account-setup/apply-now/edit-bank-account-details/6',
    );
  });

  it('offers no changes to a member who cannot edit the account', async () => {
    serveAccounts([testAccount({ id: 7, can_edit_details: false })]);
    serveBankAccounts(7, [testBankAccount({ id: 21, account: 7 })]);
    open('/accounts/7');
    const section = await screen.findByRole('region', { name: 'Bank accounts' });
    await within(section).findByText('Everyday');
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('shows the history of requests with each step, who took it and when', async () => {
    serveAccounts([testAccount({ id: 5 })]);
    serveBankAccounts(
      5,
      [],
      [
        testChangeRequest({
          kind: 'edit',
          status: 'applied',
          history: [
            { action: 'submitted', actor_name: 'Jo Joint', at: '2026-03-04T10:00:00.000Z' },
            { action: 'confirmed', actor_name: 'Ivy Investor', at: '2026-03-05T10:00:00.000Z' },
            { action: 'approved', actor_name: 'Portfolio manager', at: '2026-03-06T10:00:00.000Z' },
          ],
        }),
      ],
    );
    open('/accounts/5');
    const history = await screen.findByRole('region', { name: 'Bank account history' });
    expect(await within(history).findByText('Change bank account details: Applied')).toBeTruthy();
    expect(within(history).getByText('Jo Joint, 04 Mar 2026')).toBeTruthy();
    expect(within(history).getByText('Requested by Jo Joint on 04 Mar 2026')).toBeTruthy();
    expect(within(history).getByText('Confirmed by Ivy Investor on 05 Mar 2026')).toBeTruthy();
    expect(within(history).getByText('Approved by Portfolio manager on 06 Mar 2026')).toBeTruthy();
  });
});
