import type {
  AssetAllocation,
  CapitalMovement,
  CapitalPerformance,
  DashboardAsset,
  DashboardFilter,
  DashboardFilterSetup,
  Income,
  InvestmentRow,
  ReturnSummary,
  TotalAssetValue,
} from '@portal/contract';

/**
 * A small dashboard: two accounts, the first with two strategies and the second with one; three
 * months of figures whose totals are the sums of the months, worked out by hand.
 */
export function testFilterSetup(overrides: Partial<DashboardFilterSetup> = {}): DashboardFilterSetup {
  return {
    period: 'twelve_months',
    account: [],
    investment_option: [],
    asset: null,
    accounts: [
      {
        id: 11,
        name: 'Smith Family Trust',
        investment_options: [
          { id: 101, label: 'Growth', color: '#1565c0' },
          { id: 102, label: 'Income', color: '#2e7d32' },
        ],
      },
      { id: 12, name: 'Jane Smith SMSF', investment_options: [{ id: 201, label: 'Balanced', color: '#ef6c00' }] },
    ],
    latest_availability_date: '2026-11-20',
    ...overrides,
  };
}

export function testReturnSummary(): ReturnSummary {
  return {
    monthly_values: [
      { month: '2026-09', income_return: '1000.00', capital_return: '2500.50', fee: '100.00', total_return: '3400.50' },
      { month: '2026-10', income_return: '800.25', capital_return: '-1200.00', fee: '100.00', total_return: '-499.75' },
      { month: '2026-11', income_return: '0.00', capital_return: '300.00', fee: '50.00', total_return: '250.00' },
    ],
    // 1000.00 + 800.25 + 0; 2500.50 - 1200 + 300; 100 + 100 + 50; 3400.50 - 499.75 + 250
    total_income_return: '1800.25',
    total_capital_return: '1600.50',
    total_fee: '250.00',
    total_total_return: '3150.75',
  };
}

export function testCapitalPerformance(): CapitalPerformance {
  return {
    monthly_values: [
      {
        month: '2026-09',
        unrealised: '2000.00',
        realised: '600.50',
        options_bought: '-100.00',
        capital_return: '2500.50',
      },
      {
        month: '2026-10',
        unrealised: '-1500.00',
        realised: '300.00',
        options_bought: '0.00',
        capital_return: '-1200.00',
      },
      { month: '2026-11', unrealised: '300.00', realised: '0.00', options_bought: '0.00', capital_return: '300.00' },
    ],
    total_unrealised: '800.00',
    total_realised: '900.50',
    total_options_bought: '-100.00',
    total_capital_return: '1600.50',
  };
}

export function testIncome(): Income {
  return {
    monthly_values: [
      {
        month: '2026-09',
        premiums_received: '400.00',
        dividends: '500.00',
        franking_credits: '100.00',
        other_income: '0.00',
      },
      {
        month: '2026-10',
        premiums_received: '300.25',
        dividends: '400.00',
        franking_credits: '100.00',
        other_income: '0.00',
      },
      {
        month: '2026-11',
        premiums_received: '0.00',
        dividends: '0.00',
        franking_credits: '0.00',
        other_income: '0.00',
      },
    ],
    total_premiums_received: '700.25',
    total_dividends: '900.00',
    total_franking_credits: '200.00',
    total_other_income: '0.00',
    total_income_return: '1800.25',
  };
}

export function testCapitalMovement(): CapitalMovement {
  return {
    monthly_values: [
      {
        month: '2026-09',
        movements_in: '50000.00',
        movements_out: '0.00',
        franking_credits: '100.00',
        withholding_tax: '0.00',
      },
      {
        month: '2026-10',
        movements_in: '0.00',
        movements_out: '-2000.00',
        franking_credits: '100.00',
        withholding_tax: '-15.00',
      },
      {
        month: '2026-11',
        movements_in: '0.00',
        movements_out: '0.00',
        franking_credits: '0.00',
        withholding_tax: '0.00',
      },
    ],
    total_movements_in: '50000.00',
    total_movements_out: '-2000.00',
    total_franking_credits: '200.00',
    total_withholding_tax: '-15.00',
  };
}

export function testTotalAssetValue(withLoan = false): TotalAssetValue {
  const days = ['2026-11-18', '2026-11-19', '2026-11-20'];
  const series = (amounts: string[]) => days.map((date, i) => ({ date, amount: amounts[i]! }));
  return {
    total_asset_daily_values: series(['250000.00', '251000.00', '252500.00']),
    margin_loan_daily_values: withLoan ? series(['50000.00', '50000.00', '50000.00']) : [],
    net_equity_daily_values: withLoan ? series(['200000.00', '201000.00', '202500.00']) : [],
    investment_options: [
      {
        id: 101,
        label: 'Growth',
        color: '#1565c0',
        total_amount: '152500.00',
        daily_values: series(['150000.00', '151000.00', '152500.00']),
        change: { amount: '2500.00', percent: '1.67' },
      },
      {
        id: 102,
        label: 'Income',
        color: '#2e7d32',
        total_amount: '100000.00',
        daily_values: series(['100000.00', '100000.00', '100000.00']),
        change: { amount: '0.00', percent: '0.00' },
      },
    ],
    totals: {
      total_asset: '252500.00',
      total_margin_loan: withLoan ? '50000.00' : '0.00',
      net_equity: withLoan ? '202500.00' : '252500.00',
    },
  };
}

/** The asset classes the server has numbered (the investment rows' classes among them). */
export const TEST_ASSET_CLASSES: readonly DashboardAsset[] = [
  { id: 1, name: 'Australian Equities' },
  { id: 2, name: 'Cash' },
  { id: 3, name: 'Options' },
];

/**
 * The setup after a PATCH, as the server answers it: the filter saved whole (no asset, none),
 * the asset class named by its id.
 */
export function savedFilterSetup(setup: DashboardFilterSetup, filter: DashboardFilter): DashboardFilterSetup {
  const asset = TEST_ASSET_CLASSES.find((c) => c.id === filter.asset?.id) ?? null;
  return { ...setup, ...filter, asset };
}

export function testAssetAllocation(available = true): AssetAllocation {
  return available
    ? {
        available,
        items: [
          { id: 1, asset_class: 'Australian Equities', actual: '72.50', value: '183062.50' },
          { id: 2, asset_class: 'Cash', actual: '27.50', value: '69437.50' },
        ],
      }
    : { available, items: [] };
}

export function testInvestmentRow(overrides: Partial<InvestmentRow> = {}): InvestmentRow {
  return {
    code: 'BHP',
    name: 'BHP Group Limited',
    asset_class: 'Australian Equities',
    units: '1000',
    price: '45.1200',
    value: '45120.00',
    is_strike: false,
    target_units: '1000',
    account: { id: 11, name: 'Smith Family Trust' },
    investment_option: { id: 101, label: 'Growth' },
    ...overrides,
  };
}

export function testInvestmentRows(): InvestmentRow[] {
  return [
    testInvestmentRow(),
    // The same code held by the other strategy: one row with the first when grouped by investment.
    testInvestmentRow({ units: '500.5', value: '22582.56', investment_option: { id: 102, label: 'Income' } }),
    testInvestmentRow({
      code: 'CBA',
      name: 'Commonwealth Bank of Australia',
      units: '200',
      price: '152.3000',
      value: '30460.00',
    }),
    testInvestmentRow({
      code: 'BHPXY9',
      name: 'BHP Call Option Dec 26',
      asset_class: 'Options',
      units: '-10',
      price: '44.0000',
      value: '-440.00',
      is_strike: true,
      target_units: null,
    }),
  ];
}

/**
 * The server's answer to group_by_investment=true over testInvestmentRows(): one row per code with
 * units, value and target units added up, and no account or option.
 */
export function testGroupedInvestmentRows(): InvestmentRow[] {
  const noOwner = { account: null, investment_option: null };
  const [bhp, , cba, option] = testInvestmentRows() as [InvestmentRow, InvestmentRow, InvestmentRow, InvestmentRow];
  return [
    // 1000 + 500.5 units; $45,120.00 + $22,582.56; 1000 + 1000 target units.
    { ...bhp, units: '1500.5', value: '67702.56', target_units: '2000', ...noOwner },
    { ...cba, ...noOwner },
    { ...option, ...noOwner },
  ];
}
