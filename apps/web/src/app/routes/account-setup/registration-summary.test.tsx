import {
  ApplicationSubmissionMessages as M,
  CONSENTS_VERSION,
  ConsentKey,
  ConsentWording,
  type ApplicationSubmission,
  type InvestmentPolicy,
  type StrategicAllocation,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount, testAccountPerson } from '../../../testing/accounts';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

/** The registration summary (spec 2 §2, §5, §6; issue #20 item 5) of a trust with loan notes and a portfolio. */
const list = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const TRUST = testAccount({
  id: 5,
  status: 'pending',
  type: 'trust',
  name: 'Hartley Family Trust',
  trustee: 'individual',
  trustee_display: 'Individual',
  abn: '53004085616',
  products: ['icf', 'ipm'],
  has_secondary_users: true,
  secondary_users: [
    testAccountPerson({
      id: 8,
      user_id: 8,
      first_name: 'Tom',
      last_name: 'Trustee',
      email: 'tom@example.com',
      is_primary: false,
      title: 'trustee',
    }),
  ],
});

/** Two options given a share (one with a tailored label), one left at 0. */
const option = (id: number, name: string, color: string, target: string, tailored: string | null = null) => ({
  id,
  name,
  color,
  target_percentage: target,
  min_value: '0.00',
  is_custom_strategies_available: false,
  custom_strategies: [],
  tailored_label: tailored,
});
const ALLOCATION: StrategicAllocation = {
  cash_minimum_percent: '2.00',
  categories: [
    {
      id: 1,
      name: 'Cash',
      color: '#2e7d32',
      is_cash: true,
      investment_options: [option(1, 'Cash', '#2e7d32', '40.00')],
    },
    {
      id: 2,
      name: 'Australian Equities',
      color: '#0b3d5c',
      is_cash: false,
      investment_options: [
        option(2, 'Australian Equity Direct', '#0b3d5c', '60.00', 'Tailored Australian Equity'),
        option(3, 'Australian Small Companies', '#5a9bc0', '0.00'),
      ],
    },
  ],
};

const IPS: InvestmentPolicy = {
  id: 30,
  account: 5,
  status: 'draft',
  status_display: 'Draft',
  wizard_step: 'done',
  strategic_asset_allocation: [
    { name: 'Australian equities', target_percentage: '60.00' },
    { name: 'Cash', target_percentage: '40.00' },
  ],
  has_restrictions: true,
  has_industry_restrictions: true,
  has_security_restrictions: true,
  restricted_industry_groups: ['Energy'],
  is_security_restrictions_provided: true,
  has_gearing: true,
  target_loan_balance_min: '100000.00',
  target_loan_balance_max: '250000.00',
  creator: 7,
  created: '2026-11-01T00:00:00Z',
  modifier: 7,
  modified: '2026-11-01T00:00:00Z',
  approvers: [],
  sign_requester_name: null,
  sign_requested_date: null,
  sign_change_request: null,
  can_edit: true,
  edit_refusal: null,
  can_send_for_signature: false,
};

const SUBMISSION: ApplicationSubmission = {
  id: 1,
  account: 5,
  submitted_by: { id: 7, full_name: 'Ivy Investor' },
  submitted_at: '2026-11-02T00:00:00Z',
  consents: Object.values(ConsentKey),
  consents_version: CONSENTS_VERSION,
  products: ['icf', 'ipm'],
};

function serve({
  userId = 7,
  refusal,
  submitted = false,
}: { userId?: number; refusal?: string; submitted?: boolean } = {}) {
  const posted: unknown[] = [];
  serveAccounts([TRUST]);
  server.use(
    http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ user_id: userId, selected_account_id: 5 }))),
    http.get('*/api/accounts/:id/signing-authority/', () =>
      HttpResponse.json({
        account_id: 5,
        signing_authority_option: 'any',
        signing_authority_option_display: 'Any applicant to sign',
        advanced_settings_option: null,
        min_number_of_signatories: 1,
        selected_signatories: [],
      }),
    ),
    http.get('*/api/accounts/:id/trust-details/', () =>
      HttpResponse.json({
        account_id: 5,
        type: 'discretionary',
        type_display: 'Discretionary trust',
        state: 'NSW',
        is_settled_sum_over_threshold: true,
        settlor_name: 'Sam Settlor',
        is_investing_primary_activity: true,
        nature_of_activity: '',
      }),
    ),
    http.get('*/api/accounts/:id/individual-tax/', () =>
      HttpResponse.json({
        id: 3,
        has_not_tfn: false,
        tfn_masked: '*** *** 782',
        is_australian_tax_resident: true,
        is_other_country_tax_resident: false,
        tin: '',
        country_of_residence: '',
        can_edit: true,
      }),
    ),
    http.get('*/api/accounts/:id/certificates/', () =>
      HttpResponse.json([
        {
          id: 1,
          file_name: 'wholesale-certificate.pdf',
          file: '/f/1',
          content_type: 'application/pdf',
          size: 10,
          created_at: '2026-11-01T00:00:00Z',
        },
      ]),
    ),
    http.get('*/api/accounts/:id/deed-attachments/', () =>
      HttpResponse.json([
        {
          id: 2,
          file_name: 'trust-deed.pdf',
          file: '/f/2',
          content_type: 'application/pdf',
          size: 10,
          created_at: '2026-11-01T00:00:00Z',
        },
      ]),
    ),
    http.get('*/api/ipm/loan-note-products/', () =>
      HttpResponse.json(
        list([
          {
            id: 9,
            account: 5,
            product: 'icf',
            bank_account: 4,
            status: 'draft',
            loan_notes: [
              {
                id: 1,
                note_type: 2,
                face_value: 2_500_000,
                interest_capitalisation: false,
                is_automatically_created: false,
              },
            ],
            next_step: 'summary',
            created: '2026-11-01T00:00:00Z',
            modified: '2026-11-01T00:00:00Z',
          },
        ]),
      ),
    ),
    http.get('*/api/ipm/note-types/', () =>
      HttpResponse.json(
        list([
          {
            id: 2,
            key: '6-month',
            term: 6,
            term_unit: 'months',
            interest_type: 'fixed',
            interest_rate: '5.400',
            active: true,
            label: '6 months',
            interest_frequency: 'quarterly',
            is_at_call: false,
          },
        ]),
      ),
    ),
    http.get('*/api/ipm/portfolio-applications/', () =>
      HttpResponse.json({
        portfolio_application: {
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
        },
      }),
    ),
    http.get('*/api/ipm/sources-of-funds/', () =>
      HttpResponse.json(list([{ id: 1, key: 'salary', name: 'Salary', is_other: false }])),
    ),
    http.get('*/api/ipm/investment-policies/', () => HttpResponse.json({ ongoing_ips: IPS, active_ips: null })),
    http.get('*/api/ipm/investment-policies/:id/strategic-allocation/', () => HttpResponse.json(ALLOCATION)),
    http.get('*/api/ipm/investment-policies/:id/security-restrictions/', () =>
      HttpResponse.json({
        results: [
          {
            id: 1,
            name: 'BHP Group',
            units: null,
            cost_base: '1.00',
            date: '2026-12-01',
            restriction_type: 'do_not_sell',
          },
        ],
      }),
    ),
    http.get('*/api/accounts/:id/application-submission/', () =>
      HttpResponse.json(
        submitted
          ? { submission: SUBMISSION, can_submit: false, refusal: M.alreadySubmitted }
          : { submission: null, can_submit: userId === 7, refusal: userId === 7 ? null : M.primaryOnly },
      ),
    ),
    http.post('*/api/accounts/:id/application-submission/', async ({ request }) => {
      posted.push(await request.json());
      if (refusal) return HttpResponse.json({ field_errors: {}, non_field_errors: [refusal] }, { status: 400 });
      return HttpResponse.json(SUBMISSION, { status: 201 });
    }),
  );
  return posted;
}

function open(url = '/account-setup/summary/') {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

const section = (name: string) => screen.getByRole('region', { name });

async function tickAll(user: ReturnType<typeof open>['user'], except: ConsentKey[] = []) {
  for (const key of Object.values(ConsentKey)) {
    if (except.includes(key)) continue;
    await user.click(screen.getByRole('checkbox', { name: ConsentWording[key] }));
  }
}

describe('the registration summary of the selected account', () => {
  it('shows every section of a trust with loan notes and a portfolio, filled from the server', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration summary' })).toBeTruthy();
    await within(section('Account details')).findByText('53 004 085 616');
    expect(within(section('Account details')).getByText('Hartley Family Trust')).toBeTruthy();
    expect(await within(section('Documents')).findByText('wholesale-certificate.pdf')).toBeTruthy();
    expect(within(section('Documents')).getByText('trust-deed.pdf')).toBeTruthy();
    expect(within(section('Members')).getByText('Tom Trustee')).toBeTruthy();
    expect(await within(section('Signing authority')).findByText('Any applicant to sign')).toBeTruthy();
    expect(within(section('Beneficial owners')).getByText('Not given yet.')).toBeTruthy();
    expect(await within(section('Trust details')).findByText('Discretionary trust')).toBeTruthy();
    expect(await within(section('Tax details')).findByText('*** *** 782')).toBeTruthy();
    expect(await within(section('Loan notes')).findByText('$25,000.00')).toBeTruthy();
    expect(within(section('Loan notes')).getByText('6 months, 5.400% p.a.')).toBeTruthy();
    expect(await within(section('Portfolio details')).findByText('$600,000.50')).toBeTruthy();
    expect(within(section('Investment policy customisation')).getByText('Energy')).toBeTruthy();
    expect(await within(section('Investment policy customisation')).findByText('BHP Group')).toBeTruthy();
    expect(within(section('Gearing')).getByText('$250,000.00')).toBeTruthy();
    // A trust has no company details (individual trustees).
    expect(screen.queryByRole('region', { name: 'Company details' })).toBeNull();
    // The primary user may change each part.
    expect(
      within(section('Trust details')).getByRole('link', { name: 'Edit trust details' }).getAttribute('href'),
    ).toBe('/accounts/5/forms/individual-trust-details');
    expect(within(section('Gearing')).getByRole('link', { name: 'Edit gearing' }).getAttribute('href')).toBe(
      '/account-setup/apply-now/gearing-details/5',
    );
  });

  it('draws the allocation as a pie chart with a table of option and percent', async () => {
    serve();
    open();
    const allocation = await screen.findByRole('region', { name: 'Strategic asset allocation' });
    const table = await within(allocation).findByRole('table', { name: 'Strategic asset allocation' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Investment optionTarget', 'Cash40.00%', 'Tailored Australian Equity60.00%']);
    await waitFor(() => expect(allocation.querySelector('svg')).not.toBeNull());
  });

  it('shows a secondary member the summary without edit links, consents or submit', async () => {
    serve({ userId: 8 });
    open('/account-setup/secondary-summary/');
    await within(await screen.findByRole('region', { name: 'Trust details' })).findByText('Discretionary trust');
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalise and submit your application' })).toBeNull();
    expect(
      screen.getByText('The primary user of this account reviews this summary and submits the application.'),
    ).toBeTruthy();
  });
});

describe('the loan note application summary, once submitted', () => {
  it('shows the application as submitted: when, by whom, the products and the declarations word for word', async () => {
    serve({ submitted: true });
    open('/loan-note-application-summary/?account_id=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan note application summary' })).toBeTruthy();
    const record = await screen.findByRole('region', { name: 'Submitted application' });
    expect(within(record).getByText('02 Nov 2026')).toBeTruthy();
    expect(within(record).getByText('Ivy Investor')).toBeTruthy();
    expect(within(record).getByText('Loan notes, Private portfolio')).toBeTruthy();
    const declarations = within(record).getByRole('list', { name: 'Declarations agreed to' });
    expect(
      within(declarations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(ConsentKey).map((key) => ConsentWording[key]));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });
});

describe('submitting the application', () => {
  it('with five ticks shows the message on the unticked box and sends nothing', async () => {
    const posted = serve();
    const { user } = open();
    await screen.findByRole('checkbox', { name: ConsentWording.privacy });
    await tickAll(user, [ConsentKey.privacy]);
    await user.click(screen.getByRole('button', { name: 'Finalise and submit your application' }));
    const unticked = screen.getByRole('checkbox', { name: ConsentWording.privacy });
    await waitFor(() => {
      const described = document.getElementById(unticked.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(M.consentRequired);
    });
    expect(screen.getAllByText(M.consentRequired)).toHaveLength(1);
    expect(posted).toEqual([]);
  });

  it('sends the six consents and their version, then says the application is submitted and signing is next', async () => {
    const posted = serve();
    const { user } = open();
    await screen.findByRole('checkbox', { name: ConsentWording.privacy });
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: 'Finalise and submit your application' }));
    expect(await screen.findByRole('heading', { level: 1, name: M.submitted })).toBeTruthy();
    expect(screen.getByText(/The next step is signing/)).toBeTruthy();
    expect(posted).toEqual([
      {
        consents: Object.fromEntries(Object.values(ConsentKey).map((key) => [key, true])),
        consents_version: CONSENTS_VERSION,
      },
    ]);
  });

  it('shows a refusal of the server above the form and keeps the ticks', async () => {
    serve({ refusal: M.detailsMissing });
    const { user } = open();
    await screen.findByRole('checkbox', { name: ConsentWording.privacy });
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: 'Finalise and submit your application' }));
    expect(await screen.findByText(M.detailsMissing)).toBeTruthy();
    for (const key of Object.values(ConsentKey))
      expect(screen.getByRole('checkbox', { name: ConsentWording[key] })).toHaveProperty('checked', true);
  });

  it('offers to exit and complete later', async () => {
    serve();
    open();
    expect((await screen.findByRole('link', { name: 'exit and complete later' })).getAttribute('href')).toBe(
      '/accounts',
    );
  });
});
