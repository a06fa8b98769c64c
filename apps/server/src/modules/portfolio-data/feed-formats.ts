import {
  AccountType,
  ASSET_CLASS_NAME_MAX_LENGTH,
  CashFlowKind,
  SIGNED_CASH_FLOW_KINDS,
  type PortfolioImportKind,
} from '@portal/contract';
import {
  color,
  decimal6,
  dollarsToCents,
  email,
  isoDate,
  isPlainDecimal6,
  isPlainText,
  oneOf,
  optionalDecimal6,
  requiredText,
  type Cell,
} from './feed-cells.js';

/** The columns of each CSV format (any order; every one required). README.md documents them. */
export const FEED_COLUMNS = {
  accounts: ['account_code', 'name', 'type', 'primary_user_email'],
  'investment-options': ['account_code', 'option_code', 'label', 'color'],
  valuations: ['account_code', 'option_code', 'date', 'total_asset_value', 'margin_loan'],
  'cash-flows': ['account_code', 'option_code', 'date', 'kind', 'amount', 'external_id'],
  holdings: [
    'account_code',
    'option_code',
    'date',
    'code',
    'name',
    'asset_class',
    'units',
    'price',
    'target_units',
    'strike_price',
  ],
} as const satisfies Record<PortfolioImportKind, readonly string[]>;

/** One thing wrong with a file: where (1-based row, header = 1; column when known) and why. */
export interface FeedProblem {
  row: number;
  column?: string;
  /** The cell as received, when one cell is at fault (the report shows it). */
  value?: string;
  reason: string;
}

export function describeProblem(problem: FeedProblem): string {
  return `Row ${problem.row}${problem.column ? `, column ${problem.column}` : ''}: ${problem.reason}.`;
}

interface Located {
  row: number;
  accountCode: string;
}
export interface AccountLine extends Located {
  name: string;
  type: AccountType;
  primaryUserEmail: string;
}
export interface OptionLine extends Located {
  optionCode: string;
  label: string;
  color: string;
}
export interface ValuationLine extends Located {
  optionCode: string;
  date: string;
  totalAssetCents: number;
  marginLoanCents: number;
}
export interface CashFlowLine extends Located {
  optionCode: string;
  date: string;
  kind: CashFlowKind;
  amountCents: number;
  externalId: string;
}
export interface HoldingLine extends Located {
  optionCode: string;
  date: string;
  code: string;
  name: string;
  assetClass: string;
  units: string;
  /** The market close, a checked decimal (one price per code and day in a file, compared by value). */
  price: string;
  targetUnits: string | null;
  /** Calls written over the holding cap its price at this strike; null when none. */
  strikePrice: string | null;
}

export interface FeedLines {
  accounts: AccountLine;
  'investment-options': OptionLine;
  valuations: ValuationLine;
  'cash-flows': CashFlowLine;
  holdings: HoldingLine;
}

/** Reads the named cells of one record, noting every bad one (not only the first). */
class RowReader {
  failed = false;
  constructor(
    readonly row: number,
    private readonly cells: readonly string[],
    private readonly columns: ReadonlyMap<string, number>,
    private readonly problems: FeedProblem[],
  ) {}

  /** The cell's value; on a bad cell the problem is noted and the row is dropped by the caller. */
  take<T>(column: string, read: (text: string) => Cell<T>): T {
    const text = this.cells[this.columns.get(column)!] ?? '';
    const cell = read(text);
    if (cell.ok) return cell.value;
    this.failed = true;
    this.problems.push({ row: this.row, column, value: text, reason: cell.reason });
    return undefined as T;
  }
}

const ACCOUNT_TYPES = Object.values(AccountType);
const CASH_FLOW_KINDS = Object.values(CashFlowKind);
/** The longest text each kind of cell may hold. */
const LONGEST = { code: 64, securityCode: 32, securityName: 200, assetClass: ASSET_CLASS_NAME_MAX_LENGTH } as const;
const code = (text: string) => requiredText(text, LONGEST.code);
// Readers made once, not per row: a day's holdings are millions of rows.
const securityCode = (text: string) => requiredText(text, LONGEST.securityCode);
const securityName = (text: string) => requiredText(text, LONGEST.securityName);
const assetClass = (text: string) => requiredText(text, LONGEST.assetClass);
const signedDecimal6 = (text: string) => decimal6(text, { signed: true });

const READERS: { [K in PortfolioImportKind]: (r: RowReader) => FeedLines[K] } = {
  accounts: (r) => ({
    row: r.row,
    accountCode: r.take('account_code', code),
    name: r.take('name', (t) => requiredText(t, 200)),
    type: r.take('type', (t) => oneOf(t, ACCOUNT_TYPES)),
    primaryUserEmail: r.take('primary_user_email', email),
  }),
  'investment-options': (r) => ({
    row: r.row,
    accountCode: r.take('account_code', code),
    optionCode: r.take('option_code', code),
    label: r.take('label', (t) => requiredText(t, 100)),
    color: r.take('color', color),
  }),
  valuations: (r) => ({
    row: r.row,
    accountCode: r.take('account_code', code),
    optionCode: r.take('option_code', code),
    date: r.take('date', isoDate),
    totalAssetCents: r.take('total_asset_value', (t) => dollarsToCents(t, { signed: false })),
    // An empty margin loan is no loan.
    marginLoanCents: r.take('margin_loan', (t) =>
      t.trim() === '' ? { ok: true, value: 0 } : dollarsToCents(t, { signed: false }),
    ),
  }),
  'cash-flows': (r) => {
    const kind = r.take('kind', (t) => oneOf(t, CASH_FLOW_KINDS));
    return {
      row: r.row,
      accountCode: r.take('account_code', code),
      optionCode: r.take('option_code', code),
      date: r.take('date', isoDate),
      kind,
      amountCents: r.take('amount', (t) => dollarsToCents(t, { signed: SIGNED_CASH_FLOW_KINDS.includes(kind) })),
      externalId: r.take('external_id', (t) => requiredText(t, 100)),
    };
  },
  holdings: (r) => ({
    row: r.row,
    accountCode: r.take('account_code', code),
    optionCode: r.take('option_code', code),
    date: r.take('date', isoDate),
    code: r.take('code', securityCode),
    name: r.take('name', securityName),
    assetClass: r.take('asset_class', assetClass),
    units: r.take('units', signedDecimal6),
    price: r.take('price', decimal6),
    targetUnits: r.take('target_units', optionalDecimal6),
    strikePrice: r.take('strike_price', optionalDecimal6),
  }),
};

/** Where each holdings column is in the file's records. */
type HoldingsColumns = { [C in (typeof FEED_COLUMNS)['holdings'][number]]: number };

/**
 * A holdings record whose every cell has the usual shape (plain text, the file's date so far,
 * plain decimals), read without a reader or a result per cell: a day's feed is millions of
 * rows, and allocation per cell was most of the import's time in the server. Answers null for
 * any other record, which the full reader then reads and explains: the rules stay those of
 * `feed-cells.ts`, this only recognises values they would keep unchanged.
 */
class PlainHoldings {
  private date = '';

  constructor(private readonly at: HoldingsColumns) {}

  line(cells: readonly string[], row: number): HoldingLine | null {
    const at = this.at;
    const accountCode = cells[at.account_code]!;
    const optionCode = cells[at.option_code]!;
    const date = cells[at.date]!;
    const code = cells[at.code]!;
    const name = cells[at.name]!;
    const assetClass = cells[at.asset_class]!;
    const units = cells[at.units]!;
    const price = cells[at.price]!;
    const targetUnits = cells[at.target_units]!;
    const strikePrice = cells[at.strike_price]!;
    if (
      !isPlainText(accountCode, LONGEST.code) ||
      !isPlainText(optionCode, LONGEST.code) ||
      !isPlainText(code, LONGEST.securityCode) ||
      !isPlainText(name, LONGEST.securityName) ||
      !isPlainText(assetClass, LONGEST.assetClass) ||
      !isPlainDecimal6(units, true) ||
      !isPlainDecimal6(price, false) ||
      (targetUnits !== '' && !isPlainDecimal6(targetUnits, false)) ||
      (strikePrice !== '' && !isPlainDecimal6(strikePrice, false))
    )
      return null;
    if (date !== this.date) {
      // Only a date the rules keep as written ('2025-07-01', not ' 2025-07-01').
      const checked = isoDate(date);
      if (!checked.ok || checked.value !== date) return null;
      this.date = date;
    }
    return {
      row,
      accountCode,
      optionCode,
      date,
      code,
      name,
      assetClass,
      // Plain digits need no rewriting: the numeric columns take them as they are.
      units,
      price,
      targetUnits: targetUnits === '' ? null : targetUnits,
      strikePrice: strikePrice === '' ? null : strikePrice,
    };
  }
}

/**
 * Reads a file record by record, as it streams in: first the header (every column of the kind,
 * in any order, no others), then each data record into a line, or problems.
 */
export class FeedReader<K extends PortfolioImportKind> {
  private columns: Map<string, number> | null = null;
  private width = 0;
  private plain: PlainHoldings | null = null;

  constructor(
    private readonly kind: K,
    private readonly problems: FeedProblem[],
  ) {}

  /** Checks the header; false (with the problems pushed) when the file cannot be read further. */
  header(record: readonly string[]): boolean {
    const expected: readonly string[] = FEED_COLUMNS[this.kind];
    const header = record.map((name) => name.trim().toLowerCase());
    const before = this.problems.length;
    for (const name of header) {
      if (!expected.includes(name))
        this.problems.push({
          row: 1,
          column: name || '(empty)',
          reason: `not a column of the ${this.kind} format (${expected.join(', ')})`,
        });
    }
    for (const name of expected) {
      if (!header.includes(name))
        this.problems.push({ row: 1, column: name, reason: 'this column is missing from the header' });
    }
    if (new Set(header).size !== header.length) this.problems.push({ row: 1, reason: 'a column is named twice' });
    if (this.problems.length > before) return false;
    this.columns = new Map(header.map((name, i) => [name, i]));
    this.width = header.length;
    if (this.kind === 'holdings') this.plain = new PlainHoldings(Object.fromEntries(this.columns) as HoldingsColumns);
    return true;
  }

  /** The line of one data record (`row` 1-based, the header is 1); null when it is bad. */
  line(record: readonly string[], row: number): FeedLines[K] | null {
    if (record.length !== this.width) {
      this.problems.push({ row, reason: `has ${record.length} fields where the header has ${this.width}` });
      return null;
    }
    const plain = this.plain?.line(record, row);
    if (plain) return plain as FeedLines[K];
    const reader = new RowReader(row, record, this.columns!, this.problems);
    const line = READERS[this.kind](reader);
    return reader.failed ? null : line;
  }
}

/**
 * Checks the header and reads every data record of a parsed file. Answers the lines that read
 * cleanly; every problem found is pushed to `problems` (the caller rejects the file if any).
 */
export function readFeed<K extends PortfolioImportKind>(
  kind: K,
  records: string[][],
  problems: FeedProblem[],
): Array<FeedLines[K]> {
  const reader = new FeedReader(kind, problems);
  if (!reader.header(records[0] ?? [])) return [];
  if (records.length < 2) {
    problems.push({ row: 1, reason: 'the file has no data rows' });
    return [];
  }
  const lines: Array<FeedLines[K]> = [];
  for (let index = 1; index < records.length; index++) {
    const line = reader.line(records[index]!, index + 1);
    if (line) lines.push(line);
  }
  return lines;
}
