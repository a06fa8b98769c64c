import {
  InvestmentPolicyMessages,
  IpsRuleMessages,
  Messages,
  portfolioApplicationFormMessages,
  type ChangeRequestToSign,
  type InvestmentPolicy,
  type StrategicAllocation,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOT_STARTED_MESSAGE } from '../../../features/investment-policy/components/investment-policy-loader';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import {
  serveInvestmentPolicy,
  testInvestmentPolicy,
  testStrategicAllocation,
} from '../../../testing/investment-policy';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const PAGE = '/accounts/5/forms/ips-ima';
const SIGNED_IN_USER = 7;

function open(url: string, { primaryUser = SIGNED_IN_USER }: { primaryUser?: number } = {}) {
  serveAccounts([testAccount({ id: 5, name: 'Bennett Family Account', primary_user: primaryUser })]);
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

/** Cash 10%, International equities 90%. */
function allocated(): StrategicAllocation {
  const allocation = testStrategicAllocation();
  allocation.categories[0]!.investment_options[0]!.target_percentage = '10.00';
  allocation.categories[1]!.investment_options[1]!.target_percentage = '90.00';
  return allocation;
}

const SIGNATORY = {
  user: { id: SIGNED_IN_USER, full_name: 'Ivy Investor' },
  is_admin: false,
  status_display: 'Signed',
};
const ADMIN_APPROVER = { user: { id: 99, full_name: 'Portal Admin' }, is_admin: true, status_display: 'Signed' };

/** A statement with every step answered: an industry group restricted, geared between $100,000 and $250,000. */
function finished(overrides: Partial<InvestmentPolicy> = {}): InvestmentPolicy {
  return testInvestmentPolicy({
    wizard_step: 'done',
    has_restrictions: true,
    has_industry_restrictions: true,
    has_security_restrictions: false,
    restricted_industry_groups: ['Energy group'],
    has_gearing: true,
    target_loan_balance_min: '100000.00',
    target_loan_balance_max: '250000.00',
    approvers: [SIGNATORY, ADMIN_APPROVER],
    ...overrides,
  });
}

const activeStatement = (overrides: Partial<InvestmentPolicy> = {}) =>
  finished({ id: 50, status: 'active', status_display: 'Active', ...overrides });

const section = (name: string) => screen.findByRole('region', { name });
const ACTIVE = 'Active statement';
const ONGOING = 'Statement under way';

describe('the investment policy statement page', () => {
  it('shows the active statement read-only, and the primary user may change it', async () => {
    serveInvestmentPolicy({ ongoing: null, active: activeStatement(), allocation: allocated() });
    open(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment policy statement' })).toBeTruthy();
    expect(screen.getByText('Bennett Family Account')).toBeTruthy();
    const active = await section(ACTIVE);
    expect(within(active).getByText('Active')).toBeTruthy();
    const table = await within(active).findByRole('table', { name: 'Strategic asset allocation' });
    expect(within(table).getByRole('rowheader', { name: 'Cash account' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'International equities' })).toBeTruthy();
    expect(within(active).getByText('Energy group')).toBeTruthy();
    expect(within(active).getByText('$100,000.00')).toBeTruthy();
    expect(within(active).getByText('$250,000.00')).toBeTruthy();
    const signatories = within(active).getByRole('list', { name: 'Signatories' });
    expect(within(signatories).getByText('Ivy Investor')).toBeTruthy();
    expect(within(signatories).queryByText('Portal Admin')).toBeNull();
    expect(within(active).getByRole('link', { name: 'Change the statement' }).getAttribute('href')).toBe(
      '/account-setup/apply-now/strategic-asset-allocation-details/5',
    );
    expect(screen.queryByRole('region', { name: ONGOING })).toBeNull();
  });

  it('gives a secondary member no buttons, and says why', async () => {
    serveInvestmentPolicy({
      ongoing: null,
      active: activeStatement({ can_edit: false, edit_refusal: InvestmentPolicyMessages.onlyPrimary }),
      allocation: allocated(),
    });
    open(PAGE, { primaryUser: 8 });
    const active = await section(ACTIVE);
    await within(active).findByRole('table', { name: 'Strategic asset allocation' });
    expect(screen.getByText(InvestmentPolicyMessages.onlyPrimary)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change the statement' })).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
  });

  it('sends a finished draft for signature and then shows it waiting to be signed', async () => {
    const { calls } = serveInvestmentPolicy({
      ongoing: finished({ id: 61, can_send_for_signature: true }),
      active: activeStatement(),
      allocation: allocated(),
    });
    const { user } = open(PAGE);
    const ongoing = await section(ONGOING);
    expect(within(ongoing).getByText('Draft')).toBeTruthy();
    await within(ongoing).findByRole('table', { name: 'Strategic asset allocation' });
    // A change is under way: the active one is changed through it.
    expect(screen.queryByRole('link', { name: 'Change the statement' })).toBeNull();

    await user.click(within(ongoing).getByRole('button', { name: 'Send for signature' }));
    expect(await screen.findByText('Sent for signature')).toBeTruthy();
    expect(calls.sentForSignature).toEqual([61]);
    expect(await within(ongoing).findByText('Waiting to be signed')).toBeTruthy();
    expect(within(ongoing).getByText('Awaiting signature')).toBeTruthy();
    expect(within(ongoing).getByText('Sent for signature by Ivy Investor on 02 Mar 2026.')).toBeTruthy();
    expect(within(ongoing).queryByRole('button', { name: 'Send for signature' })).toBeNull();
    expect(within(ongoing).queryByRole('button', { name: 'Delete draft' })).toBeNull();
    // The envelope is made by a job just after: its documents are announced as being prepared.
    expect(await within(ongoing).findByRole('region', { name: 'Documents to sign' })).toBeTruthy();
  });

  it('shows the server’s refusal to send, and keeps the draft as it was', async () => {
    const { calls } = serveInvestmentPolicy({
      ongoing: finished({ id: 61, can_send_for_signature: true }),
      active: activeStatement(),
      allocation: allocated(),
      sendRefusal: InvestmentPolicyMessages.sendNeedsActiveAccount,
    });
    const { user } = open(PAGE);
    const ongoing = await section(ONGOING);
    await user.click(within(ongoing).getByRole('button', { name: 'Send for signature' }));
    expect(await within(ongoing).findByText(InvestmentPolicyMessages.sendNeedsActiveAccount)).toBeTruthy();
    expect(calls.sentForSignature).toEqual([61]);
    expect(within(ongoing).getByText('Draft')).toBeTruthy();
    expect(within(ongoing).getByRole('button', { name: 'Send for signature' })).toBeTruthy();
    expect(screen.queryByText('Sent for signature')).toBeNull();
  });

  it('deletes a draft after the confirmation, leaving the active statement', async () => {
    const { calls } = serveInvestmentPolicy({
      ongoing: finished({ id: 61, can_send_for_signature: true }),
      active: activeStatement(),
      allocation: allocated(),
    });
    const { user } = open(PAGE);
    const ongoing = await section(ONGOING);
    await user.click(within(ongoing).getByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.deleteEntryConfirmation });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleted).toEqual([]);

    await user.click(within(ongoing).getByRole('button', { name: 'Delete draft' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: Messages.deleteEntryConfirmation })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The draft statement was deleted.')).toBeTruthy();
    expect(calls.deleted).toEqual([61]);
    // The dialog hides the page while it closes: look once it has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: ONGOING })).toBeNull();
    expect(within(await section(ACTIVE)).getByRole('link', { name: 'Change the statement' })).toBeTruthy();
  });

  it('toasts the server’s message when the draft cannot be deleted, and keeps it', async () => {
    const refusal = 'The draft is being read by the portfolio manager; try again later.';
    const { calls } = serveInvestmentPolicy({
      ongoing: finished({ id: 61, can_send_for_signature: true }),
      active: activeStatement(),
      allocation: allocated(),
      deleteRefusal: refusal,
    });
    const { user } = open(PAGE);
    const ongoing = await section(ONGOING);
    await user.click(within(ongoing).getByRole('button', { name: 'Delete draft' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: Messages.deleteEntryConfirmation })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect((await screen.findByText(refusal)).closest('[role="alert"]')).toBeTruthy();
    expect(calls.deleted).toEqual([61]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('region', { name: ONGOING })).getByText('Draft')).toBeTruthy();
  });

  it('offers no delete for a draft without an active statement (the first one goes with the application)', async () => {
    serveInvestmentPolicy({ ongoing: finished({ id: 61 }), active: null, allocation: allocated() });
    open(PAGE);
    const ongoing = await section(ONGOING);
    expect(within(ongoing).getByText(InvestmentPolicyMessages.sendNeedsActiveAccount)).toBeTruthy();
    expect(within(ongoing).queryByRole('button', { name: 'Delete draft' })).toBeNull();
    expect(within(ongoing).queryByRole('button', { name: 'Send for signature' })).toBeNull();
  });

  it('continues an unfinished draft at the step it reached', async () => {
    serveInvestmentPolicy({
      ongoing: testInvestmentPolicy({ id: 61, wizard_step: 'customisation' }),
      active: activeStatement(),
    });
    open(PAGE);
    const ongoing = await section(ONGOING);
    expect(within(ongoing).getByText('The draft is not finished yet: it is at the customisation step.')).toBeTruthy();
    expect(within(ongoing).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/account-setup/apply-now/investment-policy-customisation-details/5',
    );
  });

  it('shows a statement awaiting signature with its signatories (no admin) and the documents to sign', async () => {
    serveInvestmentPolicy({
      ongoing: finished({
        id: 61,
        status: 'awaiting_signature',
        status_display: 'Awaiting signature',
        can_edit: false,
        edit_refusal: IpsRuleMessages.awaitingSignature,
        approvers: [
          { ...SIGNATORY, status_display: 'Pending' },
          { user: { id: 8, full_name: 'Alex Morgan' }, is_admin: false, status_display: 'Signed' },
          ADMIN_APPROVER,
        ],
        sign_requester_name: 'Ivy Investor',
        sign_requested_date: '2026-03-02T09:00:00.000Z',
        sign_change_request: { id: 41, can_sign: true, is_sign_url_available: true, is_viewed: false },
      }),
      active: activeStatement(),
      allocation: allocated(),
    });
    const envelope: ChangeRequestToSign = {
      id: 41,
      account: 5,
      kind: 'ips_change',
      title: 'Investment policy statement: Bennett Family Account',
      created: '2026-03-02T09:00:05.000Z',
      can_sign: true,
      is_sign_url_available: true,
      is_viewed: false,
      is_signed: false,
      signers: [
        { id: 3, name: 'Ivy Investor', status: 'sent' },
        { id: 4, name: 'Alex Morgan', status: 'signed' },
      ],
    };
    server.use(http.get('*/api/change-requests-to-sign/', () => HttpResponse.json([envelope])));
    open(PAGE);
    const ongoing = await section(ONGOING);
    expect(within(ongoing).getByText('Waiting to be signed')).toBeTruthy();
    expect(within(ongoing).getByText('Sent for signature by Ivy Investor on 02 Mar 2026.')).toBeTruthy();
    const signatories = within(ongoing).getByRole('list', { name: 'Signatories' });
    expect(
      within(signatories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ivy InvestorPending', 'Alex MorganSigned']);
    const documents = await within(ongoing).findByRole('region', { name: 'Documents to sign' });
    expect(within(documents).getByRole('link', { name: 'Sign now' })).toBeTruthy();
    expect(within(ongoing).queryByRole('button')).toBeNull();
  });

  it('shows a signed statement as with the portfolio manager', async () => {
    serveInvestmentPolicy({
      ongoing: finished({
        id: 61,
        status: 'portfolio_manager_review',
        status_display: 'Portfolio manager review',
        can_edit: false,
        edit_refusal: IpsRuleMessages.inReview,
      }),
      active: activeStatement(),
      allocation: allocated(),
    });
    open(PAGE);
    const ongoing = await section(ONGOING);
    expect(within(ongoing).getByText('Signed: with the portfolio manager for review')).toBeTruthy();
    expect(within(ongoing).getByText('Portfolio manager review')).toBeTruthy();
    expect(within(ongoing).queryByRole('button')).toBeNull();
    expect(within(ongoing).queryByRole('link')).toBeNull();
  });

  it('lets the primary user start a statement when there is none', async () => {
    serveInvestmentPolicy({ ongoing: null, active: null });
    open(PAGE);
    expect((await screen.findByRole('link', { name: 'Start the statement' })).getAttribute('href')).toBe(
      '/account-setup/apply-now/strategic-asset-allocation-details/5',
    );
  });

  it('tells a secondary member the statement has not started', async () => {
    serveInvestmentPolicy({ ongoing: null, active: null });
    open(PAGE, { primaryUser: 8 });
    expect(await screen.findByText(NOT_STARTED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start the statement' })).toBeNull();
  });

  it('says a loan notes account has no statement, and offers none', async () => {
    serveAccounts([testAccount({ id: 5, products: ['icf'] })]);
    session.signIn('k'.repeat(43));
    renderApp({ url: PAGE });
    expect(await screen.findByText(portfolioApplicationFormMessages.notIpmAccount)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start the statement' })).toBeNull();
  });
});

describe('the account page', () => {
  it('names the private portfolio’s statements with their statuses and links to their page', async () => {
    serveInvestmentPolicy({ ongoing: finished({ id: 61 }), active: activeStatement() });
    open('/accounts/5');
    const part = await section('Investment policy statement');
    expect(await within(part).findByText('Active statement:')).toBeTruthy();
    expect(within(part).getByText('Active')).toBeTruthy();
    expect(within(part).getByText('Statement under way:')).toBeTruthy();
    expect(within(part).getByText('Draft')).toBeTruthy();
    expect(within(part).getByRole('link', { name: 'View the investment policy statement' }).getAttribute('href')).toBe(
      PAGE,
    );
  });

  it('has no such section for an account without the private portfolio', async () => {
    serveAccounts([testAccount({ id: 5, products: ['icf'] })]);
    session.signIn('k'.repeat(43));
    renderApp({ url: '/accounts/5' });
    expect(await screen.findByRole('region', { name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Investment policy statement' })).toBeNull();
  });
});
