import { AuthMessages, BankAccountMessages, ErrorCode, Messages } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import {
  serveBankAccountOptions,
  serveBsbDirectory,
  testBankAccount,
  testBankDocument,
  testChangeRequest,
} from '../../../testing/bank-accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';
import { CONFIRM_ACTION_CODE, serveCodeRequests } from '../../../testing/two-factor';

const BANK_ACCOUNTS = '*/api/accounts/5/bank-accounts/';

function open(url: string) {
  session.signIn('k'.repeat(43));
  serveAccounts([testAccount({ id: 5 })]);
  return renderApp({ url });
}

async function expectRequestSent() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeTruthy();
  expect(screen.getByText(BankAccountMessages.requestSent)).toBeTruthy();
  expect(screen.getByText(BankAccountMessages.portfolioManagerApproves)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to account' }).getAttribute('href')).toBe('/accounts/5');
}

describe('adding a bank account to an active account', () => {
  it('asks for the two-factor code first, then sends the new account as a request and says so', async () => {
    serveBankAccountOptions(5, { twoFactor: true });
    serveBsbDirectory();
    const codes = serveCodeRequests({ reason: 'action' });
    const posted: unknown[] = [];
    server.use(
      http.post(CONFIRM_ACTION_CODE, () => HttpResponse.json({ detail: AuthMessages.codeConfirmed })),
      http.post('*/api/accounts/bank-account-documents/', () =>
        HttpResponse.json(testBankDocument({ id: 77, file_name: 'march.pdf' }), { status: 201 }),
      ),
      http.post(BANK_ACCOUNTS, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          testBankAccount({ id: 22, status: 'pending_verification', verify_change_request: testChangeRequest() }),
          { status: 201 },
        );
      }),
    );
    const { user } = open('/accounts/5/add-bank-account');
    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Add bank account' })).toBeTruthy();
    expect(codes).toEqual([{ channel: 'sms' }]);
    await user.type(await screen.findByRole('textbox', { name: 'BSB' }), '062000');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Branch' }) as HTMLInputElement).value).toBe('Sydney'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '11223344');
    await user.type(screen.getByRole('textbox', { name: 'Account name' }), 'Savings');
    fireEvent.change(screen.getByLabelText('Upload bank statement', { selector: 'input' }), {
      target: { files: [new File(['%PDF-1.7'], 'march.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByRole('button', { name: 'Remove march.pdf' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await expectRequestSent();
    expect(posted).toEqual([expect.objectContaining({ bsb: '062000', number: '11223344', document_file: 77 })]);
  });
});

describe('editing a bank account', () => {
  it('asks for a new code when the server says the last one no longer counts', async () => {
    serveBankAccountOptions(5, { twoFactor: true, confirmed: true });
    serveBsbDirectory();
    serveCodeRequests({ reason: 'action' });
    server.use(
      http.patch('*/api/accounts/5/bank-accounts/21/', () =>
        HttpResponse.json(
          { detail: 'Please confirm this action with a code.', code: ErrorCode.actionConfirmationRequired },
          { status: 403 },
        ),
      ),
      http.get('*/api/accounts/5/bank-accounts/21/', () => HttpResponse.json(testBankAccount({ id: 21 }))),
    );
    const { user } = open('/accounts/5/edit-bank-account/21/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit bank account' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
  });

  it('is prefilled, sends the changed details as a request and ends in Request sent', async () => {
    serveBankAccountOptions(5);
    serveBsbDirectory();
    const patched: unknown[] = [];
    server.use(
      http.get('*/api/accounts/5/bank-accounts/21/', () => HttpResponse.json(testBankAccount({ id: 21 }))),
      http.patch('*/api/accounts/5/bank-accounts/21/', async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json(testBankAccount({ id: 21, edit_change_request: testChangeRequest({ kind: 'edit' }) }));
      }),
    );
    const { user } = open('/accounts/5/edit-bank-account/21/');
    const name = (await screen.findByRole('textbox', { name: 'Account name' })) as HTMLInputElement;
    expect(name.value).toBe('Everyday');
    expect(screen.getByRole('button', { name: 'Remove statement.pdf' })).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Bills');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await expectRequestSent();
    expect(patched).toEqual([expect.objectContaining({ name: 'Bills', document_file: 31 })]);
  });

  it('ends in Request sent when the request it sent goes straight to the portfolio manager', async () => {
    // An account with one holder: nobody else confirms, so the refetched bank account already
    // carries the request as awaiting approval (the rule that sends an arriving person away).
    serveBankAccountOptions(5);
    serveBsbDirectory();
    let sent = false;
    const withRequest = () =>
      testBankAccount({
        id: 21,
        edit_change_request: testChangeRequest({ kind: 'edit', status: 'awaiting_approval' }),
      });
    server.use(
      http.get('*/api/accounts/5/bank-accounts/21/', () =>
        HttpResponse.json(sent ? withRequest() : testBankAccount({ id: 21 })),
      ),
      http.patch('*/api/accounts/5/bank-accounts/21/', () => {
        sent = true;
        return HttpResponse.json(withRequest());
      }),
    );
    const { user, location } = open('/accounts/5/edit-bank-account/21/');
    const name = (await screen.findByRole('textbox', { name: 'Account name' })) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Bills');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await expectRequestSent();
    expect(location().pathname).toBe('/accounts/5/edit-bank-account/21/');
  });

  it('shows the pending edit request’s review instead of the form', async () => {
    serveBankAccountOptions(5);
    const pending = testChangeRequest({
      kind: 'edit',
      old_data: { name: 'Everyday', bsb: '062-000', number: '•••••678', bank: 'CBA', branch: 'Sydney' },
    });
    server.use(
      http.get('*/api/accounts/5/bank-accounts/21/', () =>
        HttpResponse.json(testBankAccount({ id: 21, edit_change_request: pending })),
      ),
    );
    open('/accounts/5/edit-bank-account/21/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change bank account details' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Current details' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'New details' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Account name' })).toBeNull();
  });

  it('goes to the account page when its edit request is no longer pending', async () => {
    serveBankAccountOptions(5);
    server.use(
      http.get('*/api/accounts/5/bank-accounts/21/', () =>
        HttpResponse.json(
          testBankAccount({
            id: 21,
            edit_change_request: testChangeRequest({ kind: 'edit', status: 'awaiting_approval' }),
          }),
        ),
      ),
    );
    const { location } = open('/accounts/5/edit-bank-account/21/');
    await waitFor(() => expect(location().pathname).toBe('/accounts/5'));
  });
});

describe('deleting a bank account', () => {
  it('shows the details and sends the delete request', async () => {
    serveBankAccountOptions(5);
    let deleted = 0;
    server.use(
      http.get('*/api/accounts/5/bank-accounts/21/', () => HttpResponse.json(testBankAccount({ id: 21 }))),
      http.delete('*/api/accounts/5/bank-accounts/21/', () => {
        deleted += 1;
        return HttpResponse.json(
          testBankAccount({ id: 21, delete_change_request: testChangeRequest({ kind: 'delete' }) }),
          { status: 202 },
        );
      }),
    );
    const { user } = open('/accounts/5/delete-bank-account/21/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete bank account' })).toBeTruthy();
    expect(await screen.findByText('Everyday')).toBeTruthy();
    expect(screen.getByText('062-000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete bank account' }));
    await expectRequestSent();
    expect(deleted).toBe(1);
  });

  it('shows why the server refuses', async () => {
    serveBankAccountOptions(5);
    server.use(
      http.get('*/api/accounts/5/bank-accounts/21/', () => HttpResponse.json(testBankAccount({ id: 21 }))),
      http.delete('*/api/accounts/5/bank-accounts/21/', () =>
        HttpResponse.json({ detail: BankAccountMessages.lastBankAccount, code: 'conflict' }, { status: 409 }),
      ),
    );
    const { user } = open('/accounts/5/delete-bank-account/21/');
    await user.click(await screen.findByRole('button', { name: 'Delete bank account' }));
    expect(await screen.findByText(BankAccountMessages.lastBankAccount)).toBeTruthy();
  });
});

describe('the linked bank account of a product', () => {
  it('offers the active bank accounts, the linked one chosen, and sends the change as a request', async () => {
    serveBankAccountOptions(5);
    const put: unknown[] = [];
    server.use(
      http.get(BANK_ACCOUNTS, () =>
        HttpResponse.json([
          testBankAccount({ id: 21, linked_products: ['icf'] }),
          testBankAccount({ id: 22, name: 'Savings', number: '55554444' }),
          testBankAccount({ id: 23, name: 'New one', status: 'pending_verification' }),
        ]),
      ),
      http.put('*/api/accounts/5/linked-bank-accounts/icf/', async ({ request }) => {
        put.push(await request.json());
        return HttpResponse.json(testBankAccount({ id: 22, link_change_request: testChangeRequest({ kind: 'link' }) }));
      }),
    );
    const { user } = open('/products/bank-account/update-linked-bank-account/5/icf/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linked bank account' })).toBeTruthy();
    const linked = (await screen.findByRole('radio', {
      name: 'Everyday, BSB 062-000, account ending 678',
    })) as HTMLInputElement;
    expect(linked.checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /New one/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Savings, BSB 062-000, account ending 444' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectRequestSent();
    expect(put).toEqual([{ bank_account: 22 }]);
  });
});
