import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CliError } from './command.js';

function operatorKey(): string {
  if (process.env.OPERATOR_KEY) return process.env.OPERATOR_KEY;
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'operator.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new CliError(`No operator key: set OPERATOR_KEY, or start the portal once so it writes ${file}.`);
  }
}

/** How a field the portal names is shown: by default as the command's option (--field-name). */
export type FieldLabel = (field: string) => string;
const asOption: FieldLabel = (field) => `--${field.replace(/_/g, '-')}`;

/** A feed file, streamed from disk as the body: a day's holdings are hundreds of MB, never read whole. */
export class CsvFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}
}

/** A feed file streams as CSV; a form as multipart (its file streams from disk); anything else as JSON. */
export async function call(
  method: string,
  route: string,
  body?: unknown,
  label: FieldLabel = asOption,
): Promise<unknown> {
  const base = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  // Read before the request: inside its try a missing key would read as an unreachable portal.
  const key = operatorKey();
  let res: Response;
  try {
    res = await fetch(`${base}/api/operator${route}`, {
      method,
      headers: {
        authorization: `Operator ${key}`,
        ...(body instanceof CsvFile
          ? { 'content-type': 'text/csv', 'content-length': String(body.size) }
          : body && !(body instanceof FormData)
            ? { 'content-type': 'application/json' }
            : {}),
      },
      body:
        body instanceof CsvFile
          ? (Readable.toWeb(fs.createReadStream(body.path)) as ReadableStream<Uint8Array>)
          : body instanceof FormData
            ? body
            : body
              ? JSON.stringify(body)
              : undefined,
      duplex: 'half',
    });
  } catch {
    throw new CliError(
      `Cannot reach the portal at ${base}. Is it running (npm start)? Set PORTAL_URL if it runs elsewhere.`,
    );
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not the portal's JSON (a proxy's error page, another server on the port): show what came.
    throw new CliError(`The portal answered ${res.status} with something other than JSON:
  ${text.slice(0, 500)}`);
  }
  if (!res.ok) {
    const error = data as {
      detail?: string;
      field_errors?: Record<string, string[]>;
      non_field_errors?: string[];
    } | null;
    const lines = [
      error?.detail,
      ...(error?.non_field_errors ?? []),
      ...Object.entries(error?.field_errors ?? {}).map(([field, messages]) => `${label(field)}: ${messages.join(' ')}`),
    ].filter(Boolean);
    throw new CliError(`The portal answered ${res.status}:\n  ${lines.join('\n  ') || text}`);
  }
  return data;
}
