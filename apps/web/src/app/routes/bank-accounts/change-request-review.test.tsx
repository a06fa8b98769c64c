import { BankAccountMessages, type ChangeRequest } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { testBankAccount, testChangeRequest } from '../../../testing/bank-accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const VERIFY_URL = '/accounts/verify-new-bank-account/5/21/';
const DELETE_URL = '/accounts/delete-bank-account/5/21/41';

/** The bank account 21 waiting for `request`, and the answers, recorded; `refusal` answers every action. */
function serveReview(request: ChangeRequest, refusal?: { status: number; detail: string }) {
  const calls = { confirmed: 0, declined: [] as unknown[], cancelled: 0 };
  const after = (status: ChangeRequest['status']) => HttpResponse.json({ ...request, status });
  const refuse = () => HttpResponse.json({ detail: refusal?.detail, code: 'conflict' }, { status: refusal?.status });
  server.use(
    http.get('*/api/accounts/5/bank-accounts/21/', () =>
      HttpResponse.json(testBankAccount({ id: 21, status: 'pending_verification', verify_change_request: request })),
    ),
    http.get('*/api/accounts/change-requests/41/', () => HttpResponse.json(request)),
    http.post('*/api/accounts/change-requests/41/confirm/', () => {
      calls.confirmed += 1;
      return refusal ? refuse() : after('awaiting_approval');
    }),
    http.post('*/api/accounts/change-requests/41/decline/', async ({ request: sent }) => {
      calls.declined.push(await sent.json());
      return refusal ? refuse() : after('declined');
    }),
    http.post('*/api/accounts/change-requests/41/cancel/', () => {
      calls.cancelled += 1;
      return refusal ? refuse() : after('cancelled');
    }),
  );
  return calls;
}

function open(url: string) {
  session.signIn('k'.repeat(43));
  serveAccounts([testAccount({ id: 5 })]);
  return renderApp({ url });
}

async function expectThankYou(text: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
  expect(screen.getByText(text)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to account' }).getAttribute('href')).toBe('/accounts/5');
}

describe('the review of a new bank account', () => {
  it('shows who asked, the masked details, the status and who it waits for; Confirm ends in Thank you', async () => {
    const calls = serveReview(testChangeRequest());
    const { user } = open(VERIFY_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add bank account' })).toBeTruthy();
    expect(screen.getByText(/Requested by Jo Joint on 04 Mar 2026/)).toBeTruthy();
    expect(screen.getByText('•••••678')).toBeTruthy();
    expect(screen.getByText('Savings')).toBeTruthy();
    expect(screen.getByText('Waiting for members')).toBeTruthy();
    expect(screen.getByText('Ivy Investor')).toBeTruthy();
    expect(screen.getByText(BankAccountMessages.portfolioManagerApproves)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectThankYou(BankAccountMessages.requestConfirmed);
    expect(calls.confirmed).toBe(1);
  });

  it('declines with the reason typed in the dialog', async () => {
    const calls = serveReview(testChangeRequest());
    const { user } = open(VERIFY_URL);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Not our account');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await expectThankYou(BankAccountMessages.requestDeclined);
    expect(calls.declined).toEqual([{ reason: 'Not our account' }]);
  });

  it('shows the server’s refusal on the screen and stays', async () => {
    serveReview(testChangeRequest(), { status: 409, detail: BankAccountMessages.noLongerPending('Cancelled') });
    const { user } = open(VERIFY_URL);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(BankAccountMessages.noLongerPending('Cancelled'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Add bank account' })).toBeTruthy();
  });
});

describe('the review by its initiator', () => {
  it('offers only Cancel request, which asks first, then says the request is cancelled', async () => {
    const calls = serveReview(
      testChangeRequest({
        kind: 'delete',
        initiator: { first_name: 'Ivy', last_name: 'Investor', is_current_user: true },
        old_data: { name: 'Everyday', bsb: '062-000', number: '•••••678', bank: 'CBA', branch: 'Sydney' },
        new_data: null,
        waiting_for: ['Jo Joint'],
        can_confirm: false,
        can_decline: false,
        can_cancel: true,
      }),
    );
    const { user } = open(DELETE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete bank account' })).toBeTruthy();
    expect(screen.getByText(/You requested this/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await expectThankYou(BankAccountMessages.requestCancelled);
    expect(calls.cancelled).toBe(1);
  });
});

describe('a request no longer open', () => {
  it('shows its final status and no buttons', async () => {
    serveReview(testChangeRequest({ status: 'declined', can_confirm: false, can_decline: false, can_cancel: false }));
    open(DELETE_URL);
    expect(await screen.findByText('Declined')).toBeTruthy();
    for (const name of ['Confirm', 'Decline', 'Cancel request']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
