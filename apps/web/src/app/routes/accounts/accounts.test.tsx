import { AccountMessages, PersonStatusDisplay, UnfilledAccountField } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount, testAccountPerson } from '../../../testing/accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

function open(url: string) {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

const individual = testAccount({ id: 1, name: 'Ivy Investor', is_selected: true });
const fund = testAccount({
  id: 2,
  name: 'Bennett Family Super Fund',
  type: 'smsf',
  trustee: 'corporate',
  trustee_name: 'Bennett Trustees Pty Ltd',
  status: 'awaiting_activation',
});

describe('the accounts list', () => {
  it('shows a card per account with its name, type, trustee and status; the selected one stands out', async () => {
    serveAccounts([individual, fund]);
    open('/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeTruthy();

    const first = await screen.findByRole('listitem', { name: 'Ivy Investor' });
    expect(within(first).getByRole('link', { name: 'Ivy Investor' }).getAttribute('href')).toBe('/accounts/1');
    expect(within(first).getByText('Individual')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(within(first).getByText('Selected account')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Select account' })).toBeNull();

    const second = screen.getByRole('listitem', { name: 'Bennett Family Super Fund' });
    expect(within(second).getByText('SMSF')).toBeTruthy();
    expect(within(second).getByText('Corporate trustee: Bennett Trustees Pty Ltd')).toBeTruthy();
    expect(within(second).getByText('Awaiting activation')).toBeTruthy();
    expect(second.getAttribute('aria-current')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Select account' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Create a new account' }).getAttribute('href')).toBe(
      '/account-setup/create-new-account/',
    );
  });

  it('Select account makes that account the selected one', async () => {
    const calls = serveAccounts([individual, fund]);
    const { user } = open('/accounts');
    const second = await screen.findByRole('listitem', { name: 'Bennett Family Super Fund' });
    await user.click(within(second).getByRole('button', { name: 'Select account' }));

    await waitFor(() => expect(second.getAttribute('aria-current')).toBe('true'));
    expect(calls.selected).toEqual([2]);
    expect(within(second).getByText('Selected account')).toBeTruthy();
    const first = screen.getByRole('listitem', { name: 'Ivy Investor' });
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Select account' })).toBeTruthy();
  });

  it('says there is none yet, and offers to create one', async () => {
    serveAccounts([]);
    open('/accounts');
    expect(await screen.findByText(AccountMessages.noAccountsYet)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a new account' })).toBeTruthy();
  });
});

describe('the header’s account switcher', () => {
  it('names the selected account and selects another from its menu, agreeing with the list', async () => {
    const calls = serveAccounts([individual, fund]);
    const { user } = open('/accounts');
    const switcher = await screen.findByRole('button', { name: 'Selected account: Ivy Investor' });
    await user.click(switcher);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getByRole('menuitemradio', { name: /Ivy Investor/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'All accounts' }).getAttribute('href')).toBe('/accounts');
    await user.click(within(menu).getByRole('menuitemradio', { name: /Bennett Family Super Fund/ }));

    expect(await screen.findByRole('button', { name: 'Selected account: Bennett Family Super Fund' })).toBeTruthy();
    expect(calls.selected).toEqual([2]);
    const card = screen.getByRole('listitem', { name: 'Bennett Family Super Fund' });
    await waitFor(() => expect(card.getAttribute('aria-current')).toBe('true'));
  });

  it('is not shown to a person without accounts', async () => {
    serveAccounts([]);
    open('/accounts');
    expect(await screen.findByText(AccountMessages.noAccountsYet)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Selected account/ })).toBeNull();
  });
});

describe('an account’s page', () => {
  it('shows the name, type and status, the people on it and the details still missing, in words', async () => {
    serveAccounts([
      testAccount({
        id: 5,
        name: 'Citizen Family Trust',
        type: 'trust',
        trustee: 'individual',
        status: 'pending',
        users: [
          testAccountPerson(),
          testAccountPerson({
            id: 8,
            first_name: 'Jordan',
            last_name: 'Citizen',
            email: 'jordan@example.com',
            is_primary: false,
            verification_status: 'not_verified',
            status: 'joined',
            status_display: { ...PersonStatusDisplay.joined },
          }),
        ],
        unfilled_fields: [
          UnfilledAccountField.individual_tax,
          UnfilledAccountField.trust,
          UnfilledAccountField.signing_authority,
        ],
      }),
    ]);
    open('/accounts/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Citizen Family Trust' })).toBeTruthy();
    expect(screen.getByText('Trust')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.queryByText(AccountMessages.awaitingActivation)).toBeNull();

    const people = screen.getByRole('region', { name: 'People on this account' });
    const rows = within(people)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Ivy InvestorPrimary holderinvestor@example.com · Verified',
      'Jordan CitizenJoinedjordan@example.com · Not verified',
    ]);

    const missing = screen.getByRole('region', { name: 'Missing details' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Individual tax details', 'Trust details', 'Signing authority']);
    // Each missing part links to its form; the first one is the next step.
    expect(
      within(missing)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Individual tax details', '/accounts/5/forms/tax'],
      ['Trust details', '/accounts/5/forms/individual-trust-details'],
      ['Signing authority', '/accounts/5/forms/signing-authority'],
      ['Fill in missing details', '/accounts/5/forms/tax'],
    ]);
    expect(within(missing).queryByRole('button', { name: 'Submit for activation' })).toBeNull();
  });

  it('the investment policy statement opens its wizard', async () => {
    serveAccounts([testAccount({ id: 9, status: 'pending', unfilled_fields: [UnfilledAccountField.ongoing_ips] })]);
    open('/accounts/9');
    const missing = await screen.findByRole('region', { name: 'Missing details' });
    expect(within(missing).getByRole('link', { name: 'Investment policy statement' }).getAttribute('href')).toBe(
      '/account-setup/apply-now/strategic-asset-allocation-details/9',
    );
  });

  it('offers each product the application offers and the account lacks; applying opens its application', async () => {
    const calls = serveAccounts([
      testAccount({ id: 9, status: 'pending', products: ['icf'], unfilled_fields: [], can_edit_details: true }),
    ]);
    // What the portfolio application's screen reads once it opens.
    const none = { count: 0, next: null, previous: null, results: [] };
    server.use(
      http.get('*/api/ipm/portfolio-applications/', () => HttpResponse.json({ portfolio_application: null })),
      http.get('*/api/ipm/sources-of-funds/', () => HttpResponse.json(none)),
      http.get('*/api/ipm/accounting-methods/', () => HttpResponse.json(none)),
    );
    const { user, location } = open('/accounts/9');
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByText('Loan notes')).toBeTruthy();
    expect(within(products).queryByRole('button', { name: 'Apply for loan notes' })).toBeNull();
    await user.click(await within(products).findByRole('button', { name: 'Apply for a private portfolio' }));
    await waitFor(() => expect(location().pathname).toBe('/account-setup/apply-now/create-portfolio-details/9'));
    expect(calls.products).toEqual([{ id: 9, product: 'ipm' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio details' })).toBeTruthy();
  });

  it('a refused application for a product says why beside the buttons', async () => {
    serveAccounts([
      testAccount({ id: 9, status: 'pending', products: [], unfilled_fields: [], can_edit_details: true }),
    ]);
    server.use(
      http.post('*/api/accounts/9/products/', () =>
        HttpResponse.json(
          { field_errors: { product: ['This product is not offered to this account'] }, non_field_errors: [] },
          { status: 400 },
        ),
      ),
    );
    const { user } = open('/accounts/9');
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByText('This account has not applied for a product yet.')).toBeTruthy();
    await user.click(await within(products).findByRole('button', { name: 'Apply for loan notes' }));
    expect(await within(products).findByText('This product is not offered to this account')).toBeTruthy();
  });

  it('once the products’ applications are filled in, the account leads to its registration summary', async () => {
    serveAccounts([testAccount({ id: 9, status: 'pending', products: ['ipm'], unfilled_fields: [] })]);
    server.use(
      http.get('*/api/accounts/9/activation-steps/', () =>
        HttpResponse.json({ steps: ['activate_account', 'submit_investment_policy_statement'], unfilled_fields: [] }),
      ),
    );
    open('/accounts/9');
    const missing = await screen.findByRole('region', { name: 'Missing details' });
    const review = await within(missing).findByRole('link', { name: 'Review your application' });
    expect(review.getAttribute('href')).toBe('/account-setup/summary/?account_id=9');
  });

  it('someone who may not change the account sees its products without the apply buttons', async () => {
    serveAccounts([
      testAccount({ id: 9, status: 'pending', products: [], unfilled_fields: [], can_edit_details: false }),
    ]);
    open('/accounts/9');
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByText('This account has not applied for a product yet.')).toBeTruthy();
    expect(within(products).queryByRole('button')).toBeNull();
  });

  it('offers activation once nothing is missing, and shows why it is refused', async () => {
    serveAccounts([testAccount({ id: 6, name: 'Ivy Investor', status: 'pending', unfilled_fields: [] })]);
    let activated = 0;
    server.use(
      http.post('*/api/accounts/6/activate/', () => {
        activated += 1;
        return HttpResponse.json(
          { field_errors: {}, non_field_errors: ['Please fill in the account’s missing details first: bank account.'] },
          { status: 400 },
        );
      }),
    );
    const { user } = open('/accounts/6');
    const missing = await screen.findByRole('region', { name: 'Missing details' });
    await user.click(await within(missing).findByRole('button', { name: 'Submit for activation' }));
    expect(
      await within(missing).findByText('Please fill in the account’s missing details first: bank account.'),
    ).toBeTruthy();
    expect(activated).toBe(1);
  });

  it('tags an account awaiting activation, says when nothing is missing, and selects it', async () => {
    const calls = serveAccounts([fund]);
    const { user } = open('/accounts/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bennett Family Super Fund' })).toBeTruthy();
    expect(screen.getByText(AccountMessages.awaitingActivation)).toBeTruthy();
    const missing = screen.getByRole('region', { name: 'Missing details' });
    expect(within(missing).getByText(AccountMessages.nothingMissing)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Select account' }));
    expect(await screen.findByText('Selected account')).toBeTruthy();
    expect(calls.selected).toEqual([2]);
  });
});
