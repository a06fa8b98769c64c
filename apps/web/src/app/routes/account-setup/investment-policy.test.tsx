import {
  addDays,
  Messages,
  today,
  toIsoDate,
  UNITS_WHOLE_MESSAGE,
  type InvestmentPolicy,
  type StrategicAllocation,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import {
  serveInvestmentPolicy,
  TAILORED_LABEL,
  TAILORED_OPTION_ID,
  testInvestmentPolicy,
  testStrategicAllocation,
} from '../../../testing/investment-policy';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const BASE = '/account-setup/apply-now';
const ALLOCATION = `${BASE}/strategic-asset-allocation-details/5`;
const CUSTOMISATION = `${BASE}/investment-policy-customisation-details/5`;
const GEARING = `${BASE}/gearing-details/5`;

function open(url: string, { primaryUser = 7 }: { primaryUser?: number } = {}) {
  serveAccounts([testAccount({ id: 5, status: 'pending', primary_user: primaryUser })]);
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

const atStep = (step: InvestmentPolicy['wizard_step'], overrides: Partial<InvestmentPolicy> = {}) =>
  testInvestmentPolicy({ wizard_step: step, ...overrides });

const percent = (name: string) => screen.getByRole('textbox', { name });
const yesNo = (question: string, answer: 'Yes' | 'No') =>
  within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: answer });

function currentStep(): string {
  const steps = screen.getByRole('list', { name: 'Investment policy statement steps' });
  const current = within(steps)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
  return current?.textContent ?? '';
}

type User = ReturnType<typeof open>['user'];

async function allocate(user: User, targets: Record<string, string>) {
  for (const [name, value] of Object.entries(targets)) {
    const input = percent(name);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
}

describe('the investment policy booklet', () => {
  it('starts a draft when none is under way, links the booklet, and Continue records it was read', async () => {
    const { calls } = serveInvestmentPolicy({ ongoing: null });
    const { user } = open(ALLOCATION);
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment policy booklet' })).toBeTruthy();
    expect(calls.created).toEqual([{ account: 5 }]);
    expect(currentStep()).toMatch(/Booklet$/);
    const link = screen.getByRole('link', { name: 'Open the investment policy booklet (PDF)' });
    expect(link.getAttribute('href')).toMatch(/\/api\/ipm\/investment-policies\/booklet\/\?account=5$/);
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Strategic asset allocation' })).toBeTruthy();
    expect(calls.patched).toEqual([{ wizard_step: 'asset_allocation' }]);
    expect(currentStep()).toMatch(/Asset allocation$/);
  });
});

describe('the strategic asset allocation', () => {
  it('keeps a total other than 100 from being sent, and says so', async () => {
    const { calls } = serveInvestmentPolicy({ ongoing: atStep('asset_allocation') });
    const { user, location } = open(ALLOCATION);
    await screen.findByRole('textbox', { name: 'Cash account' });
    await allocate(user, { 'Cash account': '10', 'International equities': '77.5' });
    expect(screen.getByText('Total: 87.50%').getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(Messages.allocationTotal)).toBeTruthy();
    expect(calls.allocations).toEqual([]);
    expect(location().pathname).toBe(ALLOCATION);
  });

  it('asks for the cash minimum with its figure', async () => {
    const { calls } = serveInvestmentPolicy({ ongoing: atStep('asset_allocation') });
    const { user } = open(ALLOCATION);
    await screen.findByRole('textbox', { name: 'Cash account' });
    await allocate(user, { 'Cash account': '1', 'International equities': '99' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('At least 2% of the portfolio value must be allocated to cash')).toBeTruthy();
    expect(screen.queryByText(Messages.allocationTotal)).toBeNull();
    expect(calls.allocations).toEqual([]);
  });

  it('does not take a third decimal', async () => {
    serveInvestmentPolicy({ ongoing: atStep('asset_allocation') });
    const { user } = open(ALLOCATION);
    const cash = (await screen.findByRole('textbox', { name: 'Cash account' })) as HTMLInputElement;
    await user.type(cash, '12.345');
    expect(cash.value).toBe('12.34');
  });

  it('adds a custom strategy through the dialog, with its rules, and saves it with the allocation', async () => {
    const { calls } = serveInvestmentPolicy({ ongoing: atStep('asset_allocation') });
    const { user, location } = open(ALLOCATION);
    await screen.findByRole('textbox', { name: TAILORED_LABEL });
    expect(screen.queryByRole('button', { name: 'Add custom strategy' })).toBeNull();
    await allocate(user, { 'Cash account': '10', [TAILORED_LABEL]: '50', 'International equities': '40' });

    // An option above 0 that offers strategies needs one.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const strategies = screen.getByRole('group', { name: `Custom strategies for ${TAILORED_LABEL}` });
    expect(await within(strategies).findByText(`Add at least one custom strategy for ${TAILORED_LABEL}`)).toBeTruthy();
    expect(calls.allocations).toEqual([]);

    await user.click(within(strategies).getByRole('button', { name: 'Add custom strategy' }));
    const dialog = await screen.findByRole('dialog', { name: `Add a custom strategy for ${TAILORED_LABEL}` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Strategy name' }), 'Blue chips');
    await user.click(within(dialog).getByRole('radio', { name: 'Custodial' }));
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Manager discretion' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    const first = within(dialog).getByRole('group', { name: 'Security 1' });
    await user.type(within(first).getByRole('textbox', { name: 'Security' }), 'BHP');
    await user.type(within(first).getByRole('textbox', { name: 'Target percentage' }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(Messages.allocationTotal)).toBeTruthy();

    // Units without discretion are whole.
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Manager discretion' })).getByRole('radio', { name: 'No' }),
    );
    await user.type(within(first).getByRole('textbox', { name: 'Units' }), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText(UNITS_WHOLE_MESSAGE)).toBeTruthy();
    await user.clear(within(first).getByRole('textbox', { name: 'Units' }));
    await user.type(within(first).getByRole('textbox', { name: 'Units' }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(strategies).getByText(/^Blue chips \(Custodial, no manager discretion\)/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe(CUSTOMISATION));
    expect(calls.allocations).toEqual([
      {
        categories: [
          { id: 1, investment_options: [{ id: 11, target_percentage: '10', custom_strategies: [] }] },
          {
            id: 2,
            investment_options: [
              {
                id: TAILORED_OPTION_ID,
                target_percentage: '50',
                custom_strategies: [
                  {
                    name: 'Blue chips',
                    holding_arrangement: 'custodial',
                    manager_discretion: false,
                    securities: [{ name: 'BHP', target_percentage: null, units: '150' }],
                  },
                ],
              },
              { id: 22, target_percentage: '40', custom_strategies: [] },
            ],
          },
        ],
      },
    ]);
    expect(calls.patched).toEqual([{ wizard_step: 'customisation' }]);
  });

  it('sends no strategies for an option set to 0', async () => {
    const saved: StrategicAllocation = testStrategicAllocation();
    const tailored = saved.categories[1]!.investment_options[0]!;
    tailored.target_percentage = '50.00';
    tailored.custom_strategies = [
      {
        id: 70,
        name: 'Blue chips',
        manager_discretion: true,
        holding_arrangement: 'chess_sponsored',
        securities: [{ name: 'BHP', target_percentage: '100', units: null }],
        portfolio_management_fee: '0.7500',
        investment_management_fee: null,
      },
    ];
    const { calls } = serveInvestmentPolicy({ ongoing: atStep('gearing'), allocation: saved });
    const { user, location } = open(ALLOCATION);
    expect(((await screen.findByRole('textbox', { name: TAILORED_LABEL })) as HTMLInputElement).value).toBe('50.00');
    await user.click(screen.getByRole('button', { name: 'Edit Blue chips' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit custom strategy for ${TAILORED_LABEL}` });
    // The option's fees, read-only, up to 4 decimals.
    expect(within(dialog).getByText('0.75% a year')).toBeTruthy();
    expect(within(dialog).getByText('Not set')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await allocate(user, { 'Cash account': '10', [TAILORED_LABEL]: '', 'International equities': '90' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe(CUSTOMISATION));
    const sent = calls.allocations[0] as StrategicAllocation & {
      categories: { investment_options: { id: number; target_percentage: string; custom_strategies: unknown[] }[] }[];
    };
    expect(sent.categories[1]!.investment_options[0]).toEqual({
      id: TAILORED_OPTION_ID,
      target_percentage: '0',
      custom_strategies: [],
    });
    // The statement is already further on: going back to the allocation does not move it back.
    expect(calls.patched).toEqual([]);
  });

  it('puts the server’s field error on its field and keeps what was typed', async () => {
    const { calls } = serveInvestmentPolicy({ ongoing: atStep('asset_allocation') });
    server.use(
      http.put('*/api/ipm/investment-policies/:id/strategic-allocation/', () =>
        HttpResponse.json(
          {
            field_errors: { 'categories[1].investment_options[1].target_percentage': ['Too much for this option'] },
            non_field_errors: ['The allocation was not saved'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, location } = open(ALLOCATION);
    await screen.findByRole('textbox', { name: 'Cash account' });
    await allocate(user, { 'Cash account': '10', 'International equities': '90' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too much for this option')).toBeTruthy();
    const international = percent('International equities') as HTMLInputElement;
    expect(international.getAttribute('aria-invalid')).toBe('true');
    expect(international.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(international.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too much for this option',
    );
    expect(international.value).toBe('90');
    expect(screen.getByText('The allocation was not saved')).toBeTruthy();
    expect(location().pathname).toBe(ALLOCATION);
    expect(calls.patched).toEqual([]);
  });
});

describe('the investment policy customisation', () => {
  it('asks before a group’s type goes to every industry under it, then shows Mixed when they differ', async () => {
    const { calls } = serveInvestmentPolicy({ ongoing: atStep('customisation') });
    const { user, location } = open(CUSTOMISATION);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(yesNo('Restrict industries?', 'Yes'));
    await user.click(yesNo('Restrict specific securities?', 'No'));
    expect(currentStep()).toMatch(/Customisation$/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Energy' }), 'Do not buy');
    const confirm = await screen.findByRole('dialog', { name: "Apply 'Do not buy' to every industry in Energy?" });
    await user.click(within(confirm).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Show industries in Energy' }));
    await user.click(screen.getByRole('button', { name: 'Show industries in Energy group' }));
    await user.click(screen.getByRole('button', { name: 'Show industries in Energy equipment and services' }));
    const drilling = screen.getByRole('combobox', { name: 'Oil and gas drilling' }) as HTMLSelectElement;
    expect(drilling.value).toBe('do_not_buy');
    expect((screen.getByRole('combobox', { name: 'Oil and gas equipment' }) as HTMLSelectElement).value).toBe(
      'do_not_buy',
    );
    expect((screen.getByRole('combobox', { name: 'Materials' }) as HTMLSelectElement).value).toBe('');

    // A leaf changes at once; its groups then differ inside.
    await user.selectOptions(drilling, 'Do not hold');
    expect(screen.queryByRole('dialog')).toBeNull();
    const energy = screen.getByRole('combobox', { name: 'Energy' }) as HTMLSelectElement;
    expect(energy.value).toBe('mixed');
    expect(within(energy).getByRole('option', { selected: true }).textContent).toBe(Messages.restrictionGroupMixed);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe(GEARING));
    expect(calls.industryRestrictions).toEqual([
      {
        restrictions: [
          { industry: 4, restriction_type: 'do_not_hold' },
          { industry: 5, restriction_type: 'do_not_buy' },
        ],
      },
    ]);
    expect(calls.securityRestrictions).toEqual([{ restrictions: [] }]);
    expect(calls.patched).toEqual([
      {
        has_restrictions: true,
        has_industry_restrictions: true,
        has_security_restrictions: false,
        wizard_step: 'gearing',
      },
    ]);
  });

  it('starts each restricted security at one unit, a cost base of 1 and tomorrow', async () => {
    serveInvestmentPolicy({ ongoing: atStep('customisation') });
    const { user } = open(CUSTOMISATION);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(yesNo('Restrict industries?', 'No'));
    await user.click(yesNo('Restrict specific securities?', 'Yes'));
    await user.click(screen.getByRole('button', { name: 'Add security' }));
    const tomorrow = toIsoDate(addDays(today(), 1));
    for (const row of ['Restricted security 1', 'Restricted security 2']) {
      const group = screen.getByRole('group', { name: row });
      expect((within(group).getByRole('textbox', { name: 'Units' }) as HTMLInputElement).value).toBe('1');
      expect((within(group).getByRole('textbox', { name: 'Cost base' }) as HTMLInputElement).value).toBe('1');
      expect((within(group).getByLabelText('Date') as HTMLInputElement).value).toBe(tomorrow);
    }
  });

  it('shows a customisation saved with restrictions read-only until Change', async () => {
    const { calls } = serveInvestmentPolicy({
      ongoing: atStep('gearing', {
        has_restrictions: true,
        has_industry_restrictions: true,
        has_security_restrictions: false,
        restricted_industry_groups: ['Energy'],
      }),
    });
    const { user, location } = open(CUSTOMISATION);
    expect(await screen.findByText('Energy')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const restrict = screen.getByRole('radiogroup', { name: 'Do you want to restrict investments?' });
    expect((within(restrict).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location().pathname).toBe(ALLOCATION));
    expect(calls.patched).toEqual([]);
  });
});

describe('gearing', () => {
  it('requires both loan balances when the portfolio is geared, then goes to the summary', async () => {
    const { calls } = serveInvestmentPolicy({ ongoing: atStep('gearing') });
    const { user, location } = open(GEARING);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(currentStep()).toMatch(/Gearing$/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const min = screen.getByRole('textbox', { name: 'Minimum target loan balance' });
    const max = screen.getByRole('textbox', { name: 'Maximum target loan balance' });
    await waitFor(() => expect(min.getAttribute('aria-invalid')).toBe('true'));
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(Messages.fieldRequired)).toHaveLength(2);
    expect(calls.patched).toEqual([]);

    await user.type(min, '100,000');
    await user.type(max, '250,000.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/account-setup/summary/'));
    expect(location().search).toBe('?account_id=5');
    expect(calls.patched).toEqual([
      {
        has_gearing: true,
        target_loan_balance_min: '100,000',
        target_loan_balance_max: '250,000.50',
        wizard_step: 'done',
      },
    ]);
  });

  it('goes on to the statement’s page when the statement changes an active one', async () => {
    const { calls } = serveInvestmentPolicy({
      ongoing: atStep('gearing', { id: 61 }),
      active: testInvestmentPolicy({ id: 50, status: 'active', status_display: 'Active', wizard_step: 'done' }),
    });
    serveAccounts([testAccount({ id: 5, status: 'active' })]);
    session.signIn('k'.repeat(43));
    const { user, location } = renderApp({ url: GEARING });
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/5/forms/ips-ima'));
    expect(calls.patched).toEqual([
      { has_gearing: false, target_loan_balance_min: null, target_loan_balance_max: null, wizard_step: 'done' },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment policy statement' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Statement under way' })).toBeTruthy();
  });
});

describe('a secondary member', () => {
  it('sees the statement read-only and starts none', async () => {
    serveInvestmentPolicy({
      ongoing: atStep('gearing', {
        can_edit: false,
        has_gearing: true,
        target_loan_balance_min: '100000.00',
        target_loan_balance_max: '250000.00',
      }),
    });
    open(GEARING, { primaryUser: 8 });
    expect(
      await screen.findByText('Only the account’s primary user can change the investment policy statement.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('$250,000.00')).toBeTruthy();
  });

  it('sees the allocation as text, without inputs', async () => {
    const saved = testStrategicAllocation();
    saved.categories[0]!.investment_options[0]!.target_percentage = '10.00';
    serveInvestmentPolicy({ ongoing: atStep('customisation', { can_edit: false }), allocation: saved });
    open(ALLOCATION, { primaryUser: 8 });
    expect(await screen.findByText('10.00%')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('does not start a statement', async () => {
    const { calls } = serveInvestmentPolicy({ ongoing: null });
    open(ALLOCATION, { primaryUser: 8 });
    expect(
      await screen.findByText('The account’s primary user has not started the investment policy statement yet.'),
    ).toBeTruthy();
    expect(calls.created).toEqual([]);
  });

  it('is shown why a statement awaiting signature cannot be changed', async () => {
    serveInvestmentPolicy({
      ongoing: atStep('done', {
        status: 'awaiting_signature',
        can_edit: false,
        edit_refusal: 'This investment policy statement is waiting to be signed and cannot be changed.',
      }),
    });
    open(GEARING);
    expect(
      await screen.findByText('This investment policy statement is waiting to be signed and cannot be changed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
