import {
  DashboardPeriod,
  INVESTMENTS_CSV_COLUMNS,
  type InvestmentRow,
  type Investments,
  type InvestmentsQuery,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { csvCell } from '../../http/csv.js';
import type { DashboardScope } from './dashboard.service.js';
import { investmentsPage, type InvestmentLine } from './dashboard.repository.js';

/**
 * The investments table (spec 3 §2.5): what the chosen options held on their latest holdings day
 * of the period, searched by code or name, optionally one row per investment (units, value and
 * target units added up), sorted and paged by the server (in SQL: README.md). Not kept for the
 * previous financial year.
 */
export async function investments(db: Database, scope: DashboardScope, query: InvestmentsQuery): Promise<Investments> {
  if (scope.period === DashboardPeriod.previous_financial_year)
    return { available: false, date: null, count: 0, results: [] };
  const page = await investmentsPage(db, scope.optionIds, scope.range.end, {
    ...selection(query),
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { available: true, date: page.date, count: page.count, results: page.lines.map(toWire(scope)) };
}

/** The same rows as CSV, for the download (every row the filter matches, in the table's order). */
export async function investmentsCsv(db: Database, scope: DashboardScope, query: InvestmentsQuery): Promise<string> {
  const rows =
    scope.period === DashboardPeriod.previous_financial_year
      ? []
      : (
          await investmentsPage(db, scope.optionIds, scope.range.end, { ...selection(query), limit: null, offset: 0 })
        ).lines.map(toWire(scope));
  const lines = rows.map((r) => [
    r.code,
    r.name,
    r.asset_class,
    r.units,
    r.price,
    r.value,
    r.target_units ?? '',
    r.account?.name ?? '',
    r.investment_option?.label ?? '',
    r.is_strike ? 'yes' : 'no',
  ]);
  return [[...INVESTMENTS_CSV_COLUMNS], ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function selection(query: InvestmentsQuery) {
  return {
    search: query.search,
    assetClassId: query.asset_class,
    groupByCode: query.group_by_investment,
    ordering: query.ordering,
  };
}

/** The wire row, with the account and option named from the scope (none when grouped). */
function toWire(scope: DashboardScope): (line: InvestmentLine) => InvestmentRow {
  const owners = new Map(
    scope.accounts.flatMap((a) =>
      a.options.map(
        (o) => [o.id, { account: { id: a.id, name: a.name }, option: { id: o.id, label: o.label } }] as const,
      ),
    ),
  );
  return (line) => {
    const owner = line.optionId === null ? undefined : owners.get(line.optionId);
    return {
      code: line.code,
      name: line.name,
      asset_class: line.assetClass,
      units: line.units,
      price: line.price,
      value: line.value,
      is_strike: line.isStrike,
      target_units: line.targetUnits,
      account: owner?.account ?? null,
      investment_option: owner?.option ?? null,
    };
  };
}
