/**
 * RFC 4180 CSV: comma-separated fields, records ended by CRLF or LF, fields optionally quoted
 * with `"` (a quoted field may hold commas, line breaks and `""` for one quote). Written here
 * rather than pulled in: the feed needs only this, and a parser that reports the record number
 * of a mistake is what the import's error messages are built on.
 */

export class CsvSyntaxError extends Error {
  constructor(
    /** 1-based record number (the header is record 1). */
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  // A field that was quoted ends at its closing quote: only a separator may follow.
  let closed = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not part of the header

  const endField = () => {
    record.push(field);
    field = '';
    closed = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else {
        quoted = false;
        closed = true;
      }
    } else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else if (closed) {
      throw new CsvSyntaxError(records.length + 1, 'Unexpected text after a closing quote.');
    } else if (char === '"') {
      if (field !== '') throw new CsvSyntaxError(records.length + 1, 'A quote inside an unquoted field.');
      quoted = true;
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError(records.length + 1, 'A quoted field is not closed.');
  // The last record needs no line break after it; a final line break adds no empty record.
  if (field !== '' || closed || record.length > 0) endRecord();
  return records;
}

/** Writes records as RFC 4180 CSV (CRLF line ends), quoting only the fields that need it. */
export function toCsv(records: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): string {
  const field = (value: string | number | boolean | null) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return records.map((record) => record.map(field).join(',')).join('\r\n') + '\r\n';
}
