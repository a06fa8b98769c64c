import {
  CashFlowKind,
  centsToDecimalString,
  formatDate,
  formatMoney,
  formatPercent,
  InvestmentSortField,
  REPORT_TYPES,
  ReportType,
  toCents,
  type ReportTypeInfo,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { DashboardService, type DashboardScope, type MemberAccount } from '../dashboard/index.js';
import { cashFlowsBetween } from './reports.repository.js';

/**
 * What a generated report says, before any drawing: sections (one per account and option, or
 * combined, as chosen) each with a block per report type. Every figure comes from the dashboard's
 * own calculations (DashboardService over the report's dates), so a report and the dashboard
 * agree to the cent for the same accounts, options and dates. Amounts stay the dashboard's
 * decimal strings until they are formatted here.
 */

export interface Column {
  label: string;
  align?: 'left' | 'right';
  /** Share of the table's width; equal shares when left out. */
  width?: number;
}

export type Block =
  | { kind: 'figures'; items: Array<{ label: string; value: string }> }
  | { kind: 'table'; title: string; columns: Column[]; rows: string[][]; total?: string[] }
  | {
      kind: 'bars';
      title: string;
      labels: string[];
      /** Stacked per label; values in dollars (drawing only, never added up for a figure). */
      series: Array<{ name: string; color: string; values: number[] }>;
      /** What the axis counts: dollars unless said. */
      unit?: 'percent';
    }
  | { kind: 'line'; title: string; labels: string[]; values: number[] }
  | { kind: 'note'; text: string };

export interface ReportPart {
  type: ReportTypeInfo;
  blocks: Block[];
}

export interface ReportSection {
  title: string;
  subtitle: string;
  parts: ReportPart[];
}

export interface ReportScopeChoice {
  accounts: MemberAccount[];
  optionIds: number[];
  reportTypes: ReportType[];
  start: string;
  end: string;
  combineAccounts: boolean;
  combineInvestmentOptions: boolean;
}

const PALETTE = { income: '#2e7d32', capital: '#1565c0', fee: '#c62828', other: '#8e6c00', neutral: '#546e7a' };
const KIND_LABEL: Record<CashFlowKind, string> = {
  movement_in: 'Movement in',
  movement_out: 'Movement out',
  dividend: 'Dividend',
  franking_credit: 'Franking credit',
  premium: 'Option premium',
  other_income: 'Other income',
  withholding_tax: 'Withholding tax',
  fee: 'Fee',
  realised_gain: 'Realised gain',
  unrealised_gain: 'Unrealised gain',
  options_bought: 'Options bought',
};

const money = (amount: string) => formatMoney(amount);
const dollars = (amount: string) => Number(amount);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * The groups a report covers (spec 3 §2.10 "combined in one report"):
 * accounts combined and options combined: one section; accounts combined only: one per option;
 * options combined only: one per account; neither: one per account and option.
 */
export function sectionsOf(
  choice: ReportScopeChoice,
): Array<{ title: string; subtitle: string; scope: DashboardScope }> {
  const chosen = (account: MemberAccount) => account.options.filter((o) => choice.optionIds.includes(o.id));
  const scope = (accounts: MemberAccount[], optionIds: number[]) =>
    DashboardService.scopeBetween(accounts, optionIds, choice.start, choice.end);
  const optionsLine = (labels: string[]) => (labels.length ? labels.join(', ') : 'No investment options');
  if (choice.combineAccounts) {
    const names = choice.accounts.map((a) => a.name).join(', ');
    if (choice.combineInvestmentOptions || choice.optionIds.length === 0) {
      const labels = choice.accounts.flatMap((a) => chosen(a).map((o) => `${a.name}: ${o.label}`));
      return [
        {
          title: 'All accounts combined',
          subtitle: `${names} — ${optionsLine(labels)}`,
          scope: scope(choice.accounts, choice.optionIds),
        },
      ];
    }
    return choice.accounts.flatMap((a) =>
      chosen(a).map((o) => ({
        title: `${a.name}: ${o.label}`,
        subtitle: `Accounts combined: ${names}`,
        scope: scope(choice.accounts, [o.id]),
      })),
    );
  }
  return choice.accounts.flatMap((a) => {
    const options = chosen(a);
    if (choice.combineInvestmentOptions || options.length === 0) {
      const ids = options.length ? options.map((o) => o.id) : a.options.map((o) => o.id);
      const labels = (options.length ? options : a.options).map((o) => o.label);
      return [
        { title: a.name, subtitle: `Investment options combined: ${optionsLine(labels)}`, scope: scope([a], ids) },
      ];
    }
    return options.map((o) => ({
      title: `${a.name}: ${o.label}`,
      subtitle: `Investment option ${o.label}`,
      scope: scope([a], [o.id]),
    }));
  });
}

export async function buildReportContent(
  db: Database,
  dashboard: DashboardService,
  choice: ReportScopeChoice,
): Promise<ReportSection[]> {
  const types = REPORT_TYPES.filter((t) => choice.reportTypes.includes(t.id));
  const sections: ReportSection[] = [];
  for (const section of sectionsOf(choice)) {
    const cards = new SectionCards(dashboard, section.scope);
    const parts = await Promise.all(
      types.map(async (type) => ({ type, blocks: await blocksOf(db, dashboard, cards, type.id, section.scope) })),
    );
    sections.push({ title: section.title, subtitle: section.subtitle, parts });
  }
  return sections;
}

/**
 * The dashboard's cards for one section, each computed once however many report types show it
 * (performance, fees and tax summary all read the return summary).
 */
class SectionCards {
  private readonly cache = new Map<string, Promise<unknown>>();
  constructor(
    private readonly dashboard: DashboardService,
    private readonly scope: DashboardScope,
  ) {}

  private once<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, compute());
    return this.cache.get(key) as Promise<T>;
  }

  returnSummary = () => this.once('returnSummary', () => this.dashboard.returnSummary(this.scope));
  income = () => this.once('income', () => this.dashboard.income(this.scope));
  capitalMovement = () => this.once('capitalMovement', () => this.dashboard.capitalMovement(this.scope));
  capitalPerformance = () => this.once('capitalPerformance', () => this.dashboard.capitalPerformance(this.scope));
  totalAssetValue = () => this.once('totalAssetValue', () => this.dashboard.totalAssetValue(this.scope));
  assetAllocation = () => this.once('assetAllocation', () => this.dashboard.assetAllocation(this.scope));
}

async function blocksOf(
  db: Database,
  service: DashboardService,
  dashboard: SectionCards,
  type: ReportType,
  scope: DashboardScope,
): Promise<Block[]> {
  const months = scope.range.months.map(monthLabel);
  switch (type) {
    case ReportType.performance: {
      const [r, tav] = await Promise.all([dashboard.returnSummary(), dashboard.totalAssetValue()]);
      const first = tav.total_asset_daily_values[0];
      const last = tav.total_asset_daily_values.at(-1);
      return [
        {
          kind: 'figures',
          items: [
            { label: 'Opening value', value: first ? `${money(first.amount)} (${formatDate(first.date)})` : '—' },
            { label: 'Closing value', value: last ? `${money(last.amount)} (${formatDate(last.date)})` : '—' },
            { label: 'Total income return', value: money(r.total_income_return) },
            { label: 'Total capital return', value: money(r.total_capital_return) },
            { label: 'Total fees', value: money(r.total_fee) },
            { label: 'Total return', value: money(r.total_total_return) },
          ],
        },
        {
          kind: 'bars',
          title: 'Return per month',
          labels: months,
          series: [
            {
              name: 'Income return',
              color: PALETTE.income,
              values: r.monthly_values.map((m) => dollars(m.income_return)),
            },
            {
              name: 'Capital return',
              color: PALETTE.capital,
              values: r.monthly_values.map((m) => dollars(m.capital_return)),
            },
            { name: 'Fees', color: PALETTE.fee, values: r.monthly_values.map((m) => -dollars(m.fee)) },
          ],
        },
        {
          kind: 'table',
          title: 'Return summary',
          columns: [
            { label: 'Month', width: 1.2 },
            ...['Income return', 'Capital return', 'Fees', 'Total return'].map(right),
          ],
          rows: r.monthly_values.map((m) => [
            monthLabel(m.month),
            money(m.income_return),
            money(m.capital_return),
            money(m.fee),
            money(m.total_return),
          ]),
          total: [
            'Total',
            money(r.total_income_return),
            money(r.total_capital_return),
            money(r.total_fee),
            money(r.total_total_return),
          ],
        },
        {
          kind: 'line',
          title: 'Total asset value',
          labels: tav.total_asset_daily_values.map((d) => formatDate(d.date)),
          values: tav.total_asset_daily_values.map((d) => dollars(d.amount)),
        },
      ];
    }
    case ReportType.income: {
      const i = await dashboard.income();
      return [
        { kind: 'figures', items: [{ label: 'Total income return', value: money(i.total_income_return) }] },
        {
          kind: 'bars',
          title: 'Income per month',
          labels: months,
          series: [
            {
              name: 'Premiums received',
              color: PALETTE.other,
              values: i.monthly_values.map((m) => dollars(m.premiums_received)),
            },
            { name: 'Dividends', color: PALETTE.income, values: i.monthly_values.map((m) => dollars(m.dividends)) },
            {
              name: 'Franking credits',
              color: PALETTE.capital,
              values: i.monthly_values.map((m) => dollars(m.franking_credits)),
            },
            {
              name: 'Other income',
              color: PALETTE.neutral,
              values: i.monthly_values.map((m) => dollars(m.other_income)),
            },
          ],
        },
        {
          kind: 'table',
          title: 'Income',
          columns: [
            { label: 'Month', width: 1.2 },
            ...['Premiums received', 'Dividends', 'Franking credits', 'Other income'].map(right),
          ],
          rows: i.monthly_values.map((m) => [
            monthLabel(m.month),
            money(m.premiums_received),
            money(m.dividends),
            money(m.franking_credits),
            money(m.other_income),
          ]),
          total: [
            'Total',
            money(i.total_premiums_received),
            money(i.total_dividends),
            money(i.total_franking_credits),
            money(i.total_other_income),
          ],
        },
      ];
    }
    case ReportType.capital_movements: {
      const c = await dashboard.capitalMovement();
      return [
        {
          kind: 'bars',
          title: 'Movements per month',
          labels: months,
          series: [
            {
              name: 'Movements in',
              color: PALETTE.income,
              values: c.monthly_values.map((m) => dollars(m.movements_in)),
            },
            {
              name: 'Movements out',
              color: PALETTE.fee,
              values: c.monthly_values.map((m) => -dollars(m.movements_out)),
            },
          ],
        },
        {
          kind: 'table',
          title: 'Capital movements',
          columns: [
            { label: 'Month', width: 1.2 },
            ...['Movements in', 'Movements out', 'Franking credits', 'Withholding tax'].map(right),
          ],
          rows: c.monthly_values.map((m) => [
            monthLabel(m.month),
            money(m.movements_in),
            money(m.movements_out),
            money(m.franking_credits),
            money(m.withholding_tax),
          ]),
          total: [
            'Total',
            money(c.total_movements_in),
            money(c.total_movements_out),
            money(c.total_franking_credits),
            money(c.total_withholding_tax),
          ],
        },
      ];
    }
    case ReportType.holdings: {
      const held = await service.investments(scope, {
        // The scope carries the accounts, options and dates; the query only sorts and pages.
        period: 'twelve_months',
        account: [],
        investment_option: [],
        search: '',
        ordering: `-${InvestmentSortField.value}`,
        group_by_investment: false,
        page: 1,
        page_size: 99999,
      });
      const total = held.results.reduce((sum, r) => sum + toCents(r.value), 0n);
      return [
        {
          kind: 'note',
          text: held.date
            ? `Holdings on ${formatDate(held.date)}, the latest holdings day on or before the end date.`
            : 'No holdings were reported on or before the end date.',
        },
        {
          kind: 'table',
          title: 'Holdings',
          columns: [
            { label: 'Code', width: 0.8 },
            { label: 'Name', width: 2.2 },
            { label: 'Asset class', width: 1.6 },
            { ...right('Units'), width: 1 },
            { ...right('Price'), width: 1 },
            { ...right('Value'), width: 1.3 },
          ],
          rows: held.results.map((r) => [r.code, r.name, r.asset_class, r.units, money(r.price), money(r.value)]),
          total: ['Total', '', '', '', '', money(centsToDecimalString(total))],
        },
      ];
    }
    case ReportType.asset_allocation: {
      const a = await dashboard.assetAllocation();
      return [
        {
          kind: 'bars',
          title: 'Allocation by asset class (% of value)',
          unit: 'percent',
          labels: a.items.map((i) => i.asset_class),
          series: [{ name: 'Actual', color: PALETTE.capital, values: a.items.map((i) => Number(i.actual)) }],
        },
        {
          kind: 'table',
          title: 'Asset allocation',
          columns: [{ label: 'Asset class', width: 2 }, right('Value'), right('Actual')],
          rows: a.items.map((i) => [i.asset_class, money(i.value), formatPercent(i.actual)]),
        },
      ];
    }
    case ReportType.transactions: {
      const labels = new Map(scope.accounts.flatMap((acc) => acc.options.map((o) => [o.id, o.label] as const)));
      const rows = scope.optionIds.length
        ? await cashFlowsBetween(db, scope.optionIds, scope.range.start, scope.range.end)
        : [];
      const totals = new Map<CashFlowKind, bigint>();
      for (const r of rows) totals.set(r.kind, (totals.get(r.kind) ?? 0n) + BigInt(r.cents));
      return [
        {
          kind: 'table',
          title: 'Totals by kind',
          columns: [{ label: 'Kind', width: 2 }, right('Count'), right('Amount')],
          rows: Object.values(CashFlowKind)
            .filter((k) => totals.has(k))
            .map((k) => [
              KIND_LABEL[k],
              String(rows.filter((r) => r.kind === k).length),
              money(centsToDecimalString(totals.get(k)!)),
            ]),
        },
        {
          kind: 'table',
          title: 'Transactions',
          columns: [
            { label: 'Date', width: 1 },
            { label: 'Investment option', width: 1.6 },
            { label: 'Kind', width: 1.4 },
            right('Amount'),
          ],
          rows: rows.map((r) => [
            formatDate(r.date),
            labels.get(r.optionId) ?? '',
            KIND_LABEL[r.kind],
            money(centsToDecimalString(r.cents)),
          ]),
        },
      ];
    }
    case ReportType.fees: {
      const r = await dashboard.returnSummary();
      return [
        { kind: 'figures', items: [{ label: 'Total fees', value: money(r.total_fee) }] },
        {
          kind: 'bars',
          title: 'Fees per month',
          labels: months,
          series: [{ name: 'Fees', color: PALETTE.fee, values: r.monthly_values.map((m) => dollars(m.fee)) }],
        },
        {
          kind: 'table',
          title: 'Fees',
          columns: [{ label: 'Month', width: 1.2 }, right('Fees')],
          rows: r.monthly_values.map((m) => [monthLabel(m.month), money(m.fee)]),
          total: ['Total', money(r.total_fee)],
        },
      ];
    }
    case ReportType.tax_summary: {
      const [i, c, m, r] = await Promise.all([
        dashboard.income(),
        dashboard.capitalPerformance(),
        dashboard.capitalMovement(),
        dashboard.returnSummary(),
      ]);
      return [
        {
          kind: 'table',
          title: 'Tax summary',
          columns: [{ label: 'Item', width: 2.5 }, right('Amount')],
          rows: [
            ['Dividends', money(i.total_dividends)],
            ['Franking credits', money(i.total_franking_credits)],
            ['Option premiums received', money(i.total_premiums_received)],
            ['Other income', money(i.total_other_income)],
            ['Total income', money(i.total_income_return)],
            ['Realised gains', money(c.total_realised)],
            ['Withholding tax', money(m.total_withholding_tax)],
            ['Fees', money(r.total_fee)],
          ],
        },
        {
          kind: 'note',
          text: 'This summary lists the period’s figures as recorded by the portfolio administrator. It is not tax advice; your annual tax statement is the document to lodge with.',
        },
      ];
    }
  }
}

function right(label: string): Column {
  return { label, align: 'right' };
}
