/**
 * The BSB directory file as the Australian Payments Network publishes it (BSBDirectory*.csv):
 * no header, one branch a line, eight fields, each usually quoted:
 *
 *   "062-000","CBA","48 Martin Place Sydney","48 Martin Place","Sydney","NSW","2000","PEH"
 *
 * BSB, institution mnemonic, branch name, street, suburb, state, postcode, payment flags. A
 * header row is accepted too (spreadsheets add one). Any bad row rejects the whole file, named
 * by its line so the operator can find it: a half-known directory would answer "not found" for
 * branches that exist.
 */

export interface BsbFileRow {
  /** Six digits. */
  bsb: string;
  mnemonic: string;
  branchName: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  paymentFlags: string;
}

/** A file that cannot be imported; `problems` are the lines to show, each naming its row. */
export class BsbFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'BsbFileError';
  }
}

const COLUMNS = ['BSB', 'mnemonic', 'branch name', 'street', 'suburb', 'state', 'postcode', 'payment flags'] as const;
/** Fields a branch cannot do without; street and flags are blank on a few rows of older files. */
const REQUIRED = new Set([1, 2, 4, 5, 6]);
/** Far above any real field (the longest are 35 characters): only a file that is not a BSB file reaches it. */
const MAX_FIELD_LENGTH = 200;
/** After this many, the operator is looking at the wrong file: the rest are counted, not listed. */
const REPORTED_PROBLEMS = 20;
const BSB_IN_FILE = /^(\d{3})-?(\d{3})$/;

/**
 * Splits CSV text into records (RFC 4180: fields quoted with `"`, a quoted field may hold commas
 * and `""` for a quote; CRLF or LF line ends), each with the line it starts on. Quoted line
 * breaks are not expected in this file and are refused, so a line number always points at its row.
 */
function* records(text: string): Generator<{ line: number; fields: string[] } | { line: number; error: string }> {
  let line = 0;
  for (const raw of text.split('\n')) {
    line += 1;
    const source = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (source.trim() === '') continue;
    const fields: string[] = [];
    let i = 0;
    let error: string | null = null;
    for (;;) {
      if (source[i] === '"') {
        let value = '';
        let from = i + 1;
        for (;;) {
          const quote = source.indexOf('"', from);
          if (quote === -1) {
            error = 'a quoted field is not closed';
            break;
          }
          if (source[quote + 1] === '"') {
            value += source.slice(from, quote + 1);
            from = quote + 2;
            continue;
          }
          value += source.slice(from, quote);
          i = quote + 1;
          break;
        }
        if (error) break;
        fields.push(value);
        if (i < source.length && source[i] !== ',') {
          error = 'unexpected text after a closing quote';
          break;
        }
      } else {
        const comma = source.indexOf(',', i);
        const end = comma === -1 ? source.length : comma;
        const value = source.slice(i, end);
        if (value.includes('"')) {
          error = 'a quote inside an unquoted field';
          break;
        }
        fields.push(value);
        i = end;
      }
      if (i >= source.length) break;
      i += 1; // the comma
      if (i === source.length) {
        fields.push(''); // a trailing comma ends with an empty field
        break;
      }
    }
    yield error ? { line, error } : { line, fields };
  }
}

/** The row's problem, or its branch. */
function readRow(fields: string[]): BsbFileRow | string {
  if (fields.length !== COLUMNS.length)
    return `expected ${COLUMNS.length} columns (${COLUMNS.join(', ')}), found ${fields.length}`;
  const values = fields.map((field) => field.trim());
  const bsb = BSB_IN_FILE.exec(values[0]!);
  if (!bsb) return `BSB must be 6 digits (as 062-000 or 062000), found "${values[0]}"`;
  for (const [index, value] of values.entries()) {
    if (REQUIRED.has(index) && value === '') return `${COLUMNS[index]} is missing`;
    if (value.length > MAX_FIELD_LENGTH) return `${COLUMNS[index]} is longer than ${MAX_FIELD_LENGTH} characters`;
  }
  const [, mnemonic, branchName, street, suburb, state, postcode, paymentFlags] = values as string[] as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  // paymentFlags keeps its inner spaces: "P H" is paper and high value, as the file has it.
  return { bsb: `${bsb[1]}${bsb[2]}`, mnemonic, branchName, street, suburb, state, postcode, paymentFlags };
}

/** A first row that names columns rather than holding a branch. */
function isHeader(fields: string[]): boolean {
  const first = (fields[0] ?? '').trim();
  return !BSB_IN_FILE.test(first) && /bsb/i.test(first);
}

/** Every branch of the file, or BsbFileError with each bad row (the first 20) by its line number. */
export function parseBsbFile(text: string): BsbFileRow[] {
  const rows: BsbFileRow[] = [];
  const problems: string[] = [];
  let unlisted = 0;
  const report = (line: number, problem: string) => {
    if (problems.length < REPORTED_PROBLEMS) problems.push(`Row ${line}: ${problem}.`);
    else unlisted += 1;
  };
  const seen = new Map<string, number>();
  let first = true;
  for (const record of records(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)) {
    if ('error' in record) {
      report(record.line, record.error);
      first = false;
      continue;
    }
    if (first) {
      first = false;
      if (isHeader(record.fields)) continue;
    }
    const row = readRow(record.fields);
    if (typeof row === 'string') {
      report(record.line, row);
      continue;
    }
    const earlier = seen.get(row.bsb);
    if (earlier !== undefined) {
      report(record.line, `BSB ${row.bsb.slice(0, 3)}-${row.bsb.slice(3)} is already on row ${earlier}`);
      continue;
    }
    seen.set(row.bsb, record.line);
    rows.push(row);
  }
  if (unlisted > 0) problems.push(`… and ${unlisted} more problems.`);
  if (problems.length > 0) throw new BsbFileError(problems);
  if (rows.length === 0) throw new BsbFileError(['The file holds no branches.']);
  return rows;
}
