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

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Reads CSV text handed over in pieces (a request body as it arrives): each `push` answers the
 * records its text completed, `end` the last one. A record cut by the end of a piece is kept
 * and read again with the next piece, so only one record's text is ever held back.
 */
export class CsvReader {
  private pending = '';
  private started = false;
  /** Records answered so far: a syntax error names the record after them. */
  private count = 0;

  push(text: string): string[][] {
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark is not part of the header
    }
    return this.read(this.pending + text, false);
  }

  end(): string[][] {
    return this.read(this.pending, true);
  }

  private fail(records: string[][], message: string): never {
    throw new CsvSyntaxError(this.count + records.length + 1, message);
  }

  /** Reads the complete records of `text`; the unfinished rest waits for more (unless `final`). */
  private read(text: string, final: boolean): string[][] {
    const records: string[][] = [];
    const n = text.length;
    let i = 0;
    let recordStart = 0;
    // The next quote and CR at or after i (-1: none): a line with neither is its fields split at
    // commas, which is most lines of a feed and far faster than reading it character by character.
    let nextQuote = text.indexOf('"');
    let nextCr = text.indexOf('\r');
    records: while (i < n) {
      recordStart = i;
      const lineEnd = text.indexOf('\n', i);
      if (lineEnd !== -1) {
        if (nextQuote !== -1 && nextQuote < i) nextQuote = text.indexOf('"', i);
        if (nextCr !== -1 && nextCr < i) nextCr = text.indexOf('\r', i);
        const plain = nextQuote === -1 || nextQuote > lineEnd;
        // A CR only just before the LF (a CRLF line end); any other CR ends a record itself.
        const end = nextCr === lineEnd - 1 && lineEnd > i ? lineEnd - 1 : lineEnd;
        if (plain && (nextCr === -1 || nextCr >= end)) {
          records.push(text.slice(i, end).split(','));
          i = lineEnd + 1;
          recordStart = i;
          continue;
        }
      }
      const record: string[] = [];
      for (;;) {
        let next: number;
        if (text.charCodeAt(i) === QUOTE) {
          let value = '';
          let from = i + 1;
          for (;;) {
            const quote = text.indexOf('"', from);
            if (quote === -1 || (quote + 1 === n && !final)) {
              if (!final) break records; // the field (or its closing quote) goes on in the next piece
              this.fail(records, 'A quoted field is not closed.');
            }
            if (text.charCodeAt(quote + 1) === QUOTE) {
              value += text.slice(from, quote + 1);
              from = quote + 2;
              continue;
            }
            value += text.slice(from, quote);
            i = quote + 1;
            break;
          }
          record.push(value);
          next = i < n ? text.charCodeAt(i) : -1;
          if (next !== -1 && next !== COMMA && next !== LF && next !== CR)
            this.fail(records, 'Unexpected text after a closing quote.');
        } else {
          let j = i;
          for (; j < n; j++) {
            const c = text.charCodeAt(j);
            if (c === COMMA || c === LF || c === CR) break;
            if (c === QUOTE) this.fail(records, 'A quote inside an unquoted field.');
          }
          if (j === n && !final) break records;
          record.push(text.slice(i, j));
          i = j;
          next = i < n ? text.charCodeAt(i) : -1;
        }
        if (next === COMMA) {
          i++;
          continue;
        }
        if (next === CR) {
          // CRLF is one line end; a CR at the end of a piece may yet be followed by its LF.
          if (i + 1 === n && !final) break records;
          i += text.charCodeAt(i + 1) === LF ? 2 : 1;
        } else if (next === LF) i++;
        break;
      }
      records.push(record);
      recordStart = i;
    }
    // The last record needs no line break after it; a final line break adds no empty record.
    this.pending = final ? '' : text.slice(recordStart);
    this.count += records.length;
    return records;
  }
}

export function parseCsv(text: string): string[][] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}

/** Writes records as RFC 4180 CSV (CRLF line ends), quoting only the fields that need it. */
export function toCsv(records: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): string {
  const field = (value: string | number | boolean | null) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return records.map((record) => record.map(field).join(',')).join('\r\n') + '\r\n';
}
