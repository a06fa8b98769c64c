import {
  Messages,
  portfolioApplicationFormMessages as M,
  WelcomeTermMessages,
  type PortfolioApplication,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const CREATE = '/account-setup/apply-now/create-portfolio-details/5';
const EDIT = '/account-setup/apply-now/edit-portfolio-details/5';
const NEXT = '/account-setup/apply-now/strategic-asset-allocation-details/5';

const list = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const SOURCES = [
  { id: 1, key: 'salary', name: 'Salary', is_other: false },
  { id: 2, key: 'inheritance', name: 'Inheritance', is_other: false },
  { id: 3, key: 'other', name: 'Other', is_other: true },
];
const METHODS = [
  { id: 1, key: 'minimise_gain', name: 'Minimise gain', description: '', is_default: true },
  { id: 2, key: 'fifo', name: 'First in, first out', description: '', is_default: false },
];

function savedApplication(overrides: Partial<PortfolioApplication> = {}): PortfolioApplication {
  return {
    id: 40,
    account: 5,
    funding_types: ['funds_transfer'],
    is_funds_transfer: true,
    funds_transfer_amount: '600000.50',
    is_asset_transfer: false,
    asset_transfer_amount: null,
    source_of_funds: [1],
    source_of_funds_other: '',
    is_require_14_days_investing: true,
    investment_period: null,
    investment_period_months: null,
    accounting_method: 'minimise_gain',
    receive_franking_credits: 'eligible',
    is_exempt_income_tax: false,
    ...overrides,
  };
}

function serve({ saved = null, refusal }: { saved?: PortfolioApplication | null; refusal?: object } = {}) {
  const calls = { posted: [] as unknown[], patched: [] as unknown[] };
  serveAccounts([testAccount({ id: 5, status: 'pending' })]);
  server.use(
    http.get('*/api/ipm/sources-of-funds/', () => HttpResponse.json(list(SOURCES))),
    http.get('*/api/ipm/accounting-methods/', () => HttpResponse.json(list(METHODS))),
    http.get('*/api/ipm/portfolio-applications/', () => HttpResponse.json({ portfolio_application: saved })),
    http.post('*/api/ipm/portfolio-applications/', async ({ request }) => {
      calls.posted.push(await request.json());
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      return HttpResponse.json(savedApplication(), { status: 201 });
    }),
    http.patch('*/api/ipm/portfolio-applications/:id/', async ({ request }) => {
      calls.patched.push(await request.json());
      return HttpResponse.json(savedApplication());
    }),
  );
  return calls;
}

function open(url: string) {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

async function confirmTerms(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: WelcomeTermMessages.over18AndResident }));
  await user.click(screen.getByRole('checkbox', { name: 'The value of my investment is at least $500,000' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const yesNo = (question: RegExp, answer: 'Yes' | 'No') =>
  within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: answer });

describe('the portfolio application screen', () => {
  it('asks for the portfolio terms, with the minimum from the settings, before the form', async () => {
    serve();
    const { user } = open(CREATE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio details' })).toBeTruthy();
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: WelcomeTermMessages.over18AndResident }));
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'The value of my investment is at least $500,000' }));
    await user.click(next);
    expect(await screen.findByRole('group', { name: 'Sources of funds' })).toBeTruthy();
  });

  it('shows the amount, Other text, period and months only when their answers need them', async () => {
    serve();
    const { user } = open(CREATE);
    await confirmTerms(user);
    expect(screen.queryByRole('textbox', { name: 'Funds transfer amount' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Funds transfer' }));
    expect(screen.getByRole('textbox', { name: 'Funds transfer amount' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Other source of funds' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'Other source of funds' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Investment period' })).toBeNull();
    await user.click(yesNo(/fully invested within 14 days/, 'No'));
    expect(screen.getByRole('radiogroup', { name: 'Investment period' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Number of months' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'Number of months' })).toBeTruthy();
  });

  it('puts each rule on its field without a call', async () => {
    const calls = serve();
    const { user } = open(CREATE);
    await confirmTerms(user);
    await user.click(screen.getByRole('checkbox', { name: 'Funds transfer' }));
    await user.type(screen.getByRole('textbox', { name: 'Funds transfer amount' }), '12.345');
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.click(yesNo(/fully invested within 14 days/, 'No'));
    // The tax question is left unanswered: every other rule still shows at once.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const amount = screen.getByRole('textbox', { name: 'Funds transfer amount' });
    expect(await screen.findByText(M.amountTwoDecimals)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Other source of funds' }).getAttribute('aria-invalid')).toBe('true');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Investment period' }).parentElement!).getByText(
        Messages.fieldRequired,
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: /exempt from income tax/ }).parentElement!).getByText(
        Messages.fieldRequired,
      ),
    ).toBeTruthy();
    expect(calls.posted).toEqual([]);
  });

  it('saves with POST, then goes on to the strategic asset allocation', async () => {
    const calls = serve();
    const { user, location } = open(CREATE);
    await confirmTerms(user);
    await user.click(screen.getByRole('checkbox', { name: 'Funds transfer' }));
    await user.type(screen.getByRole('textbox', { name: 'Funds transfer amount' }), '600,000.50');
    await user.click(screen.getByRole('checkbox', { name: 'Salary' }));
    await user.click(yesNo(/fully invested within 14 days/, 'Yes'));
    await user.click(yesNo(/exempt from income tax/, 'No'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location().pathname).toBe(NEXT));
    expect(calls.posted).toEqual([
      expect.objectContaining({
        account: 5,
        is_funds_transfer: true,
        funds_transfer_amount: '600,000.50',
        source_of_funds: [1],
        is_require_14_days_investing: true,
        accounting_method: 'minimise_gain',
        receive_franking_credits: 'eligible',
        is_exempt_income_tax: false,
      }),
    ]);
  });

  it('shows the server’s errors on their fields and keeps what was typed', async () => {
    const calls = serve({
      refusal: {
        field_errors: { source_of_funds_other: [Messages.fieldRequired], funds_transfer_amount: ['Too much'] },
        non_field_errors: [],
      },
    });
    const { user, location } = open(CREATE);
    await confirmTerms(user);
    await user.click(screen.getByRole('checkbox', { name: 'Funds transfer' }));
    await user.type(screen.getByRole('textbox', { name: 'Funds transfer amount' }), '700000');
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Other source of funds' }), 'Sale of a farm');
    await user.click(yesNo(/fully invested within 14 days/, 'Yes'));
    await user.click(yesNo(/exempt from income tax/, 'Yes'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Too much')).toBeTruthy();
    expect(calls.posted).toHaveLength(1);
    expect(location().pathname).toBe(CREATE);
    expect((screen.getByRole('textbox', { name: 'Funds transfer amount' }) as HTMLInputElement).value).toBe('700000');
    expect((screen.getByRole('textbox', { name: 'Other source of funds' }) as HTMLInputElement).value).toBe(
      'Sale of a farm',
    );
  });

  it('edits a saved application without the terms, amounts formatted, with PATCH', async () => {
    const calls = serve({ saved: savedApplication() });
    const { user, location } = open(EDIT);
    const amount = (await screen.findByRole('textbox', { name: 'Funds transfer amount' })) as HTMLInputElement;
    expect(amount.value).toBe('600,000.50');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location().pathname).toBe(NEXT));
    expect(calls.patched).toEqual([expect.objectContaining({ funds_transfer_amount: '600,000.50' })]);
    expect(calls.posted).toEqual([]);
  });
});
