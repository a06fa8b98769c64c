import {
  AccountsAdminMessages,
  centsToDecimalString,
  DashboardPeriod,
  DEFAULT_DASHBOARD_PERIOD,
  Messages,
  type AssetAllocation,
  type CapitalMovement,
  type CapitalPerformance,
  type DashboardAsset,
  type DashboardFilter,
  type DashboardQuery,
  type Income,
  type Investments,
  type InvestmentsQuery,
  type OperatorAccountPortfolio,
  type ReturnSummary,
  type TotalAssetValue,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { periodRange, rangeBetween, type PeriodRange } from './dashboard-period.js';
import {
  accountWithOptions,
  assetClassList,
  holdingValuesByAssetClass,
  memberAccounts,
  monthlyCashFlows,
  valuationFigures,
  type MemberAccount,
} from './dashboard.repository.js';
import { investments, investmentsCsv } from './investments.js';

const money = (cents: bigint) => centsToDecimalString(cents);

/** What a card is computed over: the period's dates and the chosen investment options. */
export interface DashboardScope {
  range: PeriodRange;
  /** The dashboard's period choice; null for explicit dates (a generated report's range). */
  period: DashboardQuery['period'] | null;
  accounts: MemberAccount[];
  optionIds: number[];
}

/** Per month, the cash flows of each kind in cents. */
type MonthlyKinds = Map<string, Map<string, bigint>>;

/**
 * The dashboard's figures, computed from the stored feed (see modules/dashboard/README.md for
 * each formula). Everything is summed in integer cents and only turned into decimal strings at
 * the end, so a total always equals the sum of its months.
 */
export class DashboardService {
  constructor(
    private readonly db: Database,
    /** The user's accounts and options (the routes give the kept ones: kept-accounts.ts). */
    private readonly accountsOf: (userId: number) => Promise<MemberAccount[]> = (userId) => memberAccounts(db, userId),
    /** Every asset class (the routes give the kept list: kept-asset-classes.ts). */
    private readonly assetClassesOf: () => Promise<DashboardAsset[]> = () => assetClassList(db),
  ) {}

  /** The user's accounts with their investment options (kept between imports when the routes' service). */
  accounts(userId: number): Promise<MemberAccount[]> {
    return this.accountsOf(userId);
  }

  /** The holdings table of a scope, sorted and paged as the query says. */
  investments(scope: DashboardScope, query: InvestmentsQuery): Promise<Investments> {
    return investments(this.db, scope, query);
  }

  /** The holdings table of a scope as CSV, every row. */
  investmentsCsv(scope: DashboardScope, query: InvestmentsQuery): Promise<string> {
    return investmentsCsv(this.db, scope, query);
  }

  /**
   * The accounts and options the query names, checked against the user's own: an id that is not
   * theirs is refused on its field, so nobody learns whether another investor's account exists.
   */
  async scope(userId: number, query: DashboardQuery, today: string): Promise<DashboardScope> {
    return (await this.checked(userId, query, today)).scope;
  }

  /** The investments card's scope, its asset class checked with the rest (`asset_class`: an id). */
  async investmentsScope(userId: number, query: InvestmentsQuery, today: string): Promise<DashboardScope> {
    return (await this.checked(userId, query, today, { field: 'asset_class', id: query.asset_class })).scope;
  }

  /**
   * A filter about to be saved, checked as every card's query is, its asset class included:
   * answers that class as it is named now (the name sent is not stored), null for none.
   */
  async filterAsset(userId: number, filter: DashboardFilter, today: string): Promise<DashboardAsset | null> {
    return (await this.checked(userId, filter, today, { field: 'asset.id', id: filter.asset?.id })).asset;
  }

  /**
   * Every problem of the query at once, each on its field. Asset classes are the feed's and the
   * same for everyone: an id no class has is refused, one the user holds nothing of filters to none.
   */
  private async checked(
    userId: number,
    query: DashboardQuery,
    today: string,
    assetClass?: { field: string; id: number | undefined },
  ): Promise<{ scope: DashboardScope; asset: DashboardAsset | null }> {
    const [mine, classes] = await Promise.all([
      this.accountsOf(userId),
      assetClass?.id === undefined ? [] : this.assetClassesOf(),
    ]);
    const chosenAccounts = query.account?.length ? query.account : mine.map((a) => a.id);
    const problems: Record<string, string[]> = {};
    const accountsById = new Map(mine.map((a) => [a.id, a]));
    if (chosenAccounts.some((id) => !accountsById.has(id))) problems.account = ['Choose accounts from your own.'];
    const inScope = chosenAccounts.flatMap((id) => accountsById.get(id)?.options ?? []).map((o) => o.id);
    const chosenOptions = query.investment_option?.length ? query.investment_option : inScope;
    if (chosenOptions.some((id) => !inScope.includes(id))) {
      problems.investment_option = ['Choose investment options of the chosen accounts.'];
    }
    const asset = classes.find((c) => c.id === assetClass?.id) ?? null;
    if (assetClass && assetClass.id !== undefined && !asset) problems[assetClass.field] = [Messages.chooseAssetClass];
    if (Object.keys(problems).length) throw new FieldValidationError(problems);
    return {
      scope: {
        range: periodRange(query.period, today),
        period: query.period,
        accounts: chosenAccounts.map((id) => accountsById.get(id)!),
        optionIds: chosenOptions,
      },
      asset,
    };
  }

  /**
   * The scope of explicit dates over accounts and options already checked to be the user's: what
   * a generated report computes, so its figures are the dashboard's for the same dates.
   */
  static scopeBetween(accounts: MemberAccount[], optionIds: number[], start: string, end: string): DashboardScope {
    return { range: rangeBetween(start, end), period: null, accounts, optionIds };
  }

  /**
   * An account's portfolio for staff (the back office's account page), as its members' dashboard
   * opens on it (every option, the default period to `today`): each option's value on its latest
   * valuation day and the total, the total asset value card's figures. 404 for an account nobody has.
   */
  async accountPortfolio(accountId: number, today: string): Promise<OperatorAccountPortfolio> {
    const account = await accountWithOptions(this.db, accountId);
    if (!account) throw notFound(AccountsAdminMessages.notFound);
    const figures = await this.totalAssetValue({
      range: periodRange(DEFAULT_DASHBOARD_PERIOD, today),
      period: DEFAULT_DASHBOARD_PERIOD,
      accounts: [account],
      optionIds: account.options.map((o) => o.id),
    });
    return {
      date: figures.total_asset_daily_values.at(-1)?.date ?? null,
      investment_options: figures.investment_options.map((o) => ({ id: o.id, label: o.label, value: o.total_amount })),
      total: figures.totals.total_asset,
    };
  }

  async returnSummary(scope: DashboardScope): Promise<ReturnSummary> {
    const monthly = await this.monthlyKinds(scope);
    const rows = scope.range.months.map((month) => {
      const income = incomeOf(monthly.get(month));
      const capital = capitalOf(monthly.get(month));
      const fee = amountOf(monthly.get(month), 'fee');
      return { month, income, capital, fee, total: income + capital - fee };
    });
    const sum = (pick: (r: (typeof rows)[number]) => bigint) => rows.reduce((acc, r) => acc + pick(r), 0n);
    return {
      monthly_values: rows.map((r) => ({
        month: r.month,
        income_return: money(r.income),
        capital_return: money(r.capital),
        fee: money(r.fee),
        total_return: money(r.total),
      })),
      total_income_return: money(sum((r) => r.income)),
      total_capital_return: money(sum((r) => r.capital)),
      total_fee: money(sum((r) => r.fee)),
      total_total_return: money(sum((r) => r.total)),
    };
  }

  async capitalPerformance(scope: DashboardScope): Promise<CapitalPerformance> {
    const monthly = await this.monthlyKinds(scope);
    const kinds = ['unrealised_gain', 'realised_gain', 'options_bought'] as const;
    const rows = scope.range.months.map((month) => {
      const [unrealised, realised, optionsBought] = kinds.map((k) => amountOf(monthly.get(month), k)) as [
        bigint,
        bigint,
        bigint,
      ];
      return { month, unrealised, realised, optionsBought, capital: unrealised + realised + optionsBought };
    });
    const sum = (pick: (r: (typeof rows)[number]) => bigint) => rows.reduce((acc, r) => acc + pick(r), 0n);
    return {
      monthly_values: rows.map((r) => ({
        month: r.month,
        unrealised: money(r.unrealised),
        realised: money(r.realised),
        options_bought: money(r.optionsBought),
        capital_return: money(r.capital),
      })),
      total_unrealised: money(sum((r) => r.unrealised)),
      total_realised: money(sum((r) => r.realised)),
      total_options_bought: money(sum((r) => r.optionsBought)),
      total_capital_return: money(sum((r) => r.capital)),
    };
  }

  async income(scope: DashboardScope): Promise<Income> {
    const monthly = await this.monthlyKinds(scope);
    const rows = scope.range.months.map((month) => {
      const m = monthly.get(month);
      return {
        month,
        premiums: amountOf(m, 'premium'),
        dividends: amountOf(m, 'dividend'),
        franking: amountOf(m, 'franking_credit'),
        other: amountOf(m, 'other_income'),
      };
    });
    const sum = (pick: (r: (typeof rows)[number]) => bigint) => rows.reduce((acc, r) => acc + pick(r), 0n);
    const totals = {
      premiums: sum((r) => r.premiums),
      dividends: sum((r) => r.dividends),
      franking: sum((r) => r.franking),
      other: sum((r) => r.other),
    };
    return {
      monthly_values: rows.map((r) => ({
        month: r.month,
        premiums_received: money(r.premiums),
        dividends: money(r.dividends),
        franking_credits: money(r.franking),
        other_income: money(r.other),
      })),
      total_premiums_received: money(totals.premiums),
      total_dividends: money(totals.dividends),
      total_franking_credits: money(totals.franking),
      total_other_income: money(totals.other),
      total_income_return: money(totals.premiums + totals.dividends + totals.franking + totals.other),
    };
  }

  async capitalMovement(scope: DashboardScope): Promise<CapitalMovement> {
    const monthly = await this.monthlyKinds(scope);
    const kinds = ['movement_in', 'movement_out', 'franking_credit', 'withholding_tax'] as const;
    const rows = scope.range.months.map((month) => ({
      month,
      values: kinds.map((k) => amountOf(monthly.get(month), k)) as [bigint, bigint, bigint, bigint],
    }));
    const total = (i: number) => rows.reduce((acc, r) => acc + r.values[i]!, 0n);
    return {
      monthly_values: rows.map((r) => ({
        month: r.month,
        movements_in: money(r.values[0]),
        movements_out: money(r.values[1]),
        franking_credits: money(r.values[2]),
        withholding_tax: money(r.values[3]),
      })),
      total_movements_in: money(total(0)),
      total_movements_out: money(total(1)),
      total_franking_credits: money(total(2)),
      total_withholding_tax: money(total(3)),
    };
  }

  /**
   * Daily totals over the chosen options; margin loan and net equity only when some loan in the
   * period is above 0; per option its series and its change from the first to the last day.
   */
  async totalAssetValue(scope: DashboardScope): Promise<TotalAssetValue> {
    const figures = scope.optionIds.length
      ? await valuationFigures(this.db, scope.optionIds, scope.range.start, scope.range.end)
      : null;
    const days = figures?.days ?? [];
    const hasLoan = figures?.hasLoan ?? false;
    const lastTotal = figures?.lastTotalCents ?? 0n;
    const lastMargin = figures?.lastMarginCents ?? 0n;
    const options = scope.accounts.flatMap((a) => a.options).filter((o) => scope.optionIds.includes(o.id));
    return {
      total_asset_daily_values: days.map((d) => ({ date: d.date, amount: d.total })),
      margin_loan_daily_values: hasLoan ? days.map((d) => ({ date: d.date, amount: d.margin })) : [],
      net_equity_daily_values: hasLoan ? days.map((d) => ({ date: d.date, amount: d.netEquity })) : [],
      investment_options: options.map((option) => {
        const series = figures?.options.get(option.id);
        const first = series?.firstCents ?? 0n;
        const latest = series?.lastCents ?? 0n;
        return {
          ...option,
          total_amount: money(latest),
          daily_values: series?.values ?? [],
          change: { amount: money(latest - first), percent: percentOf(latest - first, first) },
        };
      }),
      totals: {
        total_asset: money(lastTotal),
        total_margin_loan: money(lastMargin),
        net_equity: money(lastTotal - lastMargin),
      },
    };
  }

  /** Holdings by asset class on the latest day of the period; none for the previous financial year. */
  async assetAllocation(scope: DashboardScope): Promise<AssetAllocation> {
    if (scope.period === DashboardPeriod.previous_financial_year) return { available: false, items: [] };
    const rows = (await holdingValuesByAssetClass(this.db, scope.optionIds, scope.range.end)).map((row) => ({
      ...row,
      cents: BigInt(row.cents),
    }));
    const total = rows.reduce((sum, row) => sum + row.cents, 0n);
    return {
      available: true,
      // Largest first; equal values by name, so the order never depends on the query plan.
      items: rows
        .sort((a, b) => (b.cents > a.cents ? 1 : b.cents < a.cents ? -1 : a.assetClass < b.assetClass ? -1 : 1))
        .map((row) => ({
          id: row.id,
          asset_class: row.assetClass,
          actual: percentOf(row.cents, total),
          value: money(row.cents),
        })),
    };
  }

  private async monthlyKinds(scope: DashboardScope): Promise<MonthlyKinds> {
    const map: MonthlyKinds = new Map();
    if (scope.optionIds.length === 0) return map;
    for (const row of await monthlyCashFlows(this.db, scope.optionIds, scope.range.start, scope.range.end)) {
      const month = map.get(row.month) ?? new Map<string, bigint>();
      month.set(row.kind, BigInt(row.cents));
      map.set(row.month, month);
    }
    return map;
  }
}

function amountOf(month: Map<string, bigint> | undefined, kind: string): bigint {
  return month?.get(kind) ?? 0n;
}

/** Income return: dividends, franking credits, option premiums and other income. */
function incomeOf(month: Map<string, bigint> | undefined): bigint {
  return ['dividend', 'franking_credit', 'premium', 'other_income'].reduce((acc, k) => acc + amountOf(month, k), 0n);
}

/** Capital return: unrealised and realised gains and options bought. */
function capitalOf(month: Map<string, bigint> | undefined): bigint {
  return ['unrealised_gain', 'realised_gain', 'options_bought'].reduce((acc, k) => acc + amountOf(month, k), 0n);
}

/** part / whole as a percentage with two decimals, rounded half away from zero; 0.00 of nothing. */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0.00';
  const scaled = (part * 10000n * 2n) / whole; // two decimals of percent, doubled for rounding
  const rounded = scaled >= 0n ? (scaled + 1n) / 2n : (scaled - 1n) / 2n;
  const sign = rounded < 0n ? '-' : '';
  const abs = rounded < 0n ? -rounded : rounded;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
