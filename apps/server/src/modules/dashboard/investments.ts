import {
  centsToDecimalString,
  DashboardPeriod,
  formatScaledInteger,
  toScaledInteger,
  type InvestmentRow,
  type Investments,
  type InvestmentsQuery,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { DashboardScope } from './dashboard.service.js';
import { latestHoldings } from './dashboard.repository.js';

/** Units, prices and target units carry six decimals; they are added as scaled integers. */
const SCALE = 6;

interface Row {
  code: string;
  name: string;
  assetClass: string;
  units: bigint;
  price: bigint;
  valueCents: bigint;
  targetUnits: bigint | null;
  isStrike: boolean;
  account: { id: number; name: string } | null;
  option: { id: number; label: string } | null;
  date: string;
}

/**
 * The investments table (spec 3 §2.5): what the chosen options held on their latest holdings day
 * of the period, searched by code or name, optionally one row per investment (units, value and
 * target units added up), sorted and paged by the server. Not kept for the previous financial year.
 */
export async function investments(db: Database, scope: DashboardScope, query: InvestmentsQuery): Promise<Investments> {
  const all = await matchingRows(db, scope, query);
  if (all === null) return { available: false, date: null, count: 0, results: [] };
  const start = (query.page - 1) * query.page_size;
  return {
    available: true,
    date: all.reduce<string | null>((latest, r) => (latest === null || r.date > latest ? r.date : latest), null),
    count: all.length,
    results: all.slice(start, start + query.page_size).map(toWire),
  };
}

/** The same rows as CSV, for the download (every row the filter matches, in the table's order). */
export async function investmentsCsv(db: Database, scope: DashboardScope, query: InvestmentsQuery): Promise<string> {
  const rows = (await matchingRows(db, scope, query)) ?? [];
  const header = [
    'Code',
    'Name',
    'Asset class',
    'Units',
    'Price',
    'Value',
    'Target units',
    'Account',
    'Investment option',
    'Capped at strike',
  ];
  const lines = rows
    .map(toWire)
    .map((r) => [
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
  return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

async function matchingRows(db: Database, scope: DashboardScope, query: InvestmentsQuery): Promise<Row[] | null> {
  if (scope.period === DashboardPeriod.previous_financial_year) return null;
  const options = new Map(
    scope.accounts.flatMap((a) =>
      a.options.map((o) => [o.id, { option: o, account: { id: a.id, name: a.name } }] as const),
    ),
  );
  const search = query.search.toLowerCase();
  let rows: Row[] = (await latestHoldings(db, scope.optionIds, scope.range.end))
    .map((h) => {
      const owner = options.get(h.optionId)!;
      return {
        code: h.code,
        name: h.name,
        assetClass: h.assetClass,
        units: toScaledInteger(h.units, SCALE),
        price: toScaledInteger(h.price, SCALE),
        valueCents: BigInt(h.valueCents),
        targetUnits: h.targetUnits === null ? null : toScaledInteger(h.targetUnits, SCALE),
        isStrike: h.isStrike,
        account: owner.account,
        option: { id: owner.option.id, label: owner.option.label },
        date: h.date,
      };
    })
    .filter((r) => !search || r.code.toLowerCase().includes(search) || r.name.toLowerCase().includes(search))
    .filter((r) => !query.asset_class || r.assetClass === query.asset_class);
  if (query.group_by_investment) rows = groupByCode(rows);
  return sortRows(rows, query.ordering);
}

/** One row per code: units, value and target units added; account and option no longer apply. */
function groupByCode(rows: Row[]): Row[] {
  const byCode = new Map<string, Row>();
  for (const row of rows) {
    const seen = byCode.get(row.code);
    if (!seen) {
      byCode.set(row.code, { ...row, account: null, option: null });
      continue;
    }
    seen.units += row.units;
    seen.valueCents += row.valueCents;
    seen.targetUnits =
      seen.targetUnits === null && row.targetUnits === null ? null : (seen.targetUnits ?? 0n) + (row.targetUnits ?? 0n);
    seen.isStrike ||= row.isStrike;
    if (row.date > seen.date) seen.date = row.date;
  }
  return [...byCode.values()];
}

function sortRows(rows: Row[], ordering: string): Row[] {
  const descending = ordering.startsWith('-');
  const field = ordering.replace(/^-/, '');
  const key = (r: Row): string | bigint =>
    field === 'code'
      ? r.code
      : field === 'name'
        ? r.name.toLowerCase()
        : field === 'units'
          ? r.units
          : field === 'price'
            ? r.price
            : field === 'target_units'
              ? (r.targetUnits ?? -1n)
              : r.valueCents;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const order = x < y ? -1 : x > y ? 1 : a.code.localeCompare(b.code);
    return descending ? -order : order;
  });
}

/** A six-decimal figure without its trailing zeros, keeping at least `minDecimals`: '100', '12.50'. */
function decimalText(scaled: bigint, minDecimals = 0): string {
  const text = formatScaledInteger(scaled, SCALE);
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  return kept ? `${whole}.${kept}` : whole!;
}

function toWire(r: Row): InvestmentRow {
  return {
    code: r.code,
    name: r.name,
    asset_class: r.assetClass,
    units: decimalText(r.units),
    price: decimalText(r.price, 2),
    value: centsToDecimalString(r.valueCents),
    is_strike: r.isStrike,
    target_units: r.targetUnits === null ? null : decimalText(r.targetUnits),
    account: r.account,
    investment_option: r.option,
  };
}

/** RFC 4180 quoting, and a leading apostrophe for cells a spreadsheet would run as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
