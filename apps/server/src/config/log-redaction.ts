import type { FastifyServerOptions } from 'fastify';

/**
 * What the server log never prints, and how it is kept out.
 *
 * Why: log lines are kept, shipped and read far more widely than the database, and on errors the
 * log used to print whole query strings and request bodies: passwords, codes, session keys, a
 * foreign TIN, addresses. A client portal that handles identity documents must not copy them
 * into a second, unprotected store. So every logger the app builds (`fastifyOptions` in app.ts,
 * for `npm start` and for tests alike) gets the options below:
 *
 * - `formatters.log` walks every object handed to a log call, at any depth, and replaces the value
 *   of any field whose name is secret (rules below) with `[REDACTED]`. pino's own `redact` takes
 *   fixed paths (`*.password` is one level deep), which misses a password three objects down, so
 *   the walk is ours; it copies only the objects it changes.
 * - `serializers.err` prints an error as type, message, stack, code and its own fields, with the
 *   secret fields redacted, request bodies and query parameters (`body`, `payload`, Drizzle's
 *   `params`) left out, and the text of message and stack scrubbed of `name=value` pairs with
 *   secret names, query-string values, SQL parameters and the JSON snippets of parse errors.
 * - `serializers.req` and the one-line-per-request log (app.ts) print the path with the values of
 *   the query string replaced (`/api/dev/outbox/?to=[REDACTED]`), except harmless paging ones.
 *
 * Not covered: the fields a child logger is made with (`log.child({ reqId })`), which pino formats
 * once, apart from any log call. Give children ids and names, never data.
 *
 * The demo outbox line (platform/messaging/outbox-sender.ts, demo mode only) is the one
 * deliberate exception: fixed point 4 says the server log prints each message the portal sends,
 * codes and links included, so a person trying the portal can read them.
 *
 * To treat another field as secret, add its name (or a distinctive part of it) to a list below.
 */

export const REDACTED = '[REDACTED]';

/**
 * A field is secret when its name, lower-cased with everything but letters and digits removed,
 * contains one of these (`date_of_birth`, `dateOfBirth` and `Date-Of-Birth` all contain `birth`).
 */
export const SECRET_NAME_PARTS: readonly string[] = [
  // passwords, tokens, keys
  'password',
  'passwd',
  'passcode',
  'passphrase',
  'secret',
  'token',
  'jwt',
  'authorization',
  'cookie',
  'credential',
  // identity documents and tax numbers
  'tfn',
  'taxfilenumber',
  'taxidentificationnumber',
  'passport',
  'licence',
  'license',
  'medicare',
  'documentid', // the number of a passport or licence (personal details' `document_id`)
  'documentnumber',
  'cardnumber',
  'referencenumber', // a Medicare card's individual reference number
  // bank details
  'bsb',
  'accountnumber',
  'bankaccount',
  'iban',
  // addresses and dates of birth
  'address',
  'street',
  'suburb',
  'postcode',
  'birth',
  // what people type to find something (an address search): free text, often personal
  'search',
];

/** ...or when its name ends with one of these: `code`, `invitation_code`, `key`, `session_key`, `x-operator-key`. */
export const SECRET_NAME_ENDINGS: readonly string[] = ['code', 'key'];

/** ...or when one of the words of its name (split at `_`, `-` and camelCase) is one of these. */
export const SECRET_NAME_WORDS: readonly string[] = ['tin', 'dob', 'pin', 'otp', 'cvv', 'ssn', 'q'];

/** Names the rules above would catch but that hold no secret (compared like SECRET_NAME_PARTS). */
export const NOT_SECRET_NAMES: readonly string[] = [
  'statuscode',
  'errorcode',
  'exitcode',
  'reasoncode',
  'countrycode',
  'currencycode',
  'languagecode',
];

/** Query parameters whose values are printed; every other value is redacted. */
export const LOGGED_QUERY_PARAMETERS: readonly string[] = [
  'page',
  'page_size',
  'limit',
  'offset',
  'ordering',
  'product',
  'kind',
  'type',
  'status',
];

/**
 * Paths whose next segment is a credential: a joint holder's invitation link carries its token,
 * and so does a signer's link to the signing page (issue #21).
 */
export const SECRET_PATH_PREFIXES: readonly string[] = [
  '/api/auth/secondary-users-invites/',
  '/invitation-secondary/',
  '/api/signing/',
  '/signing/',
];

/** The log field of the demo outbox line, printed as it is (see above). */
export const DEMO_OUTBOX_LOG_KEY = 'outbox';

const parts = [...SECRET_NAME_PARTS];
const endings = [...SECRET_NAME_ENDINGS];
const words = new Set(SECRET_NAME_WORDS);
const notSecret = new Set(NOT_SECRET_NAMES);
const loggedQuery = new Set(LOGGED_QUERY_PARAMETERS);
const WORD_BOUNDARY = /[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/;

function decideSecretName(name: string): boolean {
  const compact = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!compact || notSecret.has(compact)) return false;
  if (parts.some((part) => compact.includes(part))) return true;
  if (endings.some((ending) => compact.endsWith(ending))) return true;
  return name.split(WORD_BOUNDARY).some((word) => words.has(word.toLowerCase()));
}

// Log objects use a few hundred distinct field names; the answer for each is kept. Names can come
// from request bodies, so the cache is emptied rather than allowed to grow without end.
const nameCache = new Map<string, boolean>();

/** Whether a field of this name is never printed. Case and `_`/`-`/camelCase do not matter. */
export function isSecretName(name: string): boolean {
  let secret = nameCache.get(name);
  if (secret === undefined) {
    secret = decideSecretName(name);
    if (nameCache.size >= 5000) nameCache.clear();
    nameCache.set(name, secret);
  }
  return secret;
}

const MAX_DEPTH = 10;

/**
 * A copy of `value` with the value of every secret-named field replaced, at any depth; objects
 * with nothing to replace are returned as they are. Errors are serialized with serializeError.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep to log]';
  if (value instanceof Error) return serializeError(value, depth);
  if (value instanceof Date) return value;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const redacted = redactValue(item, depth + 1);
      if (redacted !== item) (copy ??= value.slice())[i] = redacted;
    }
    return copy ?? value;
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return redactValue(toJSON.call(value), depth + 1);
  let copy: Record<string, unknown> | undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const redacted = item !== undefined && item !== null && isSecretName(key) ? REDACTED : redactValue(item, depth + 1);
    if (redacted !== item) (copy ??= { ...record })[key] = redacted;
  }
  return copy ?? value;
}

/** `page=2&to=a%40b.c&token=x` -> `page=2&to=[REDACTED]&token=[REDACTED]`. */
export function redactQueryString(query: string): string {
  let out = '';
  for (let start = 0; start <= query.length;) {
    let end = query.indexOf('&', start);
    if (end === -1) end = query.length;
    if (start > 0) out += '&';
    const eq = query.indexOf('=', start);
    if (eq === -1 || eq > end) {
      if (end > start) out += REDACTED;
    } else {
      const name = query.slice(start, eq);
      out += loggedQuery.has(name.toLowerCase()) ? query.slice(start, end) : `${name}=${REDACTED}`;
    }
    start = end + 1;
  }
  return out;
}

function redactPath(path: string): string {
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) {
      const end = path.indexOf('/', prefix.length);
      return prefix + REDACTED + (end === -1 ? '' : path.slice(end));
    }
  }
  return path;
}

/**
 * A request URL as it may be logged: the path (a credential segment redacted) and the query
 * string with its values redacted. Cheap when there is no `?`: the common case is two prefix
 * comparisons and the same string back.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return redactPath(url);
  return `${redactPath(url.slice(0, q))}?${redactQueryString(url.slice(q + 1))}`;
}

/** Where a quoted or bracketed value starting at `start` ends (exclusive); unquoted values end at a delimiter. */
function valueEnd(text: string, start: number): number {
  const open = text[start];
  if (open === '"' || open === "'") {
    for (let i = start + 1; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === open) return i + 1;
    }
    return text.length;
  }
  if (open === '{' || open === '[') {
    let depth = 0;
    let quote: string | null = null;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return text.length;
  }
  const delimiter = /[\s,;&)}\]]/g;
  delimiter.lastIndex = start;
  return delimiter.exec(text)?.index ?? text.length;
}

// `"password": "x"`, `password=x`, `{ tin: '123' }`: a name, maybe quoted, then `:` or `=`.
const NAMED_VALUE = /(["']?)([A-Za-z_][\w-]*)\1[ \t]*[:=][ \t]*/g;

function redactNamedValues(text: string): string {
  let out = '';
  let last = 0;
  NAMED_VALUE.lastIndex = 0;
  for (let match = NAMED_VALUE.exec(text); match; match = NAMED_VALUE.exec(text)) {
    const start = match.index + match[0].length;
    if (!isSecretName(match[2]!) || start >= text.length) continue;
    const end = valueEnd(text, start);
    if (end === start) continue;
    out += text.slice(last, start) + REDACTED;
    last = end;
    NAMED_VALUE.lastIndex = end;
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * Error text (a message, a stack, a database error's detail) with the data it may quote taken
 * out. Only errors pay for this, never the per-request line.
 */
export function scrubText(text: string): string {
  return redactNamedValues(
    text
      // Drizzle: "Failed query: insert ...\nparams: 1990-02-03,12 Brunswick Street,..."
      .replace(/\bparams: [\s\S]*?(?=\n\s+at |$)/g, `params: ${REDACTED}`)
      // PostgreSQL: "Key (email)=(a@b.c) already exists.", "Failing row contains (1, ...)."
      .replace(/\bKey \(([^)]*)\)=\(.*/g, `Key ($1)=(${REDACTED})`)
      .replace(/\bFailing row contains \(.*/g, `Failing row contains (${REDACTED})`)
      // PostgreSQL quotes a value it could not take: 'invalid input syntax for type date: "12 Main St"'.
      .replace(
        /\b((?:invalid input (?:syntax|value) for|out of range)[^"\n]*?: )"(?:[^"\\\n]|\\.)*"/g,
        `$1"${REDACTED}"`,
      )
      // JSON.parse quotes the text it could not read: `Unexpected token 'p', "{"password"..." is not valid JSON`
      .replace(/"[\s\S]*?" is not valid JSON/g, `"${REDACTED}" is not valid JSON`)
      // ...and names the parameter it was: "unnamed portal parameter $3 = '12 Main St'".
      .replace(/(\bparameter \$\d+ = )'(?:[^']|'')*'/g, `$1'${REDACTED}'`)
      // Credentials in URLs (smtp://user:password@host) and the values of query strings.
      .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, `$1${REDACTED}@`)
      .replace(/\?([^\s"'`<>#]*=[^\s"'`<>#]*)/g, (_, query: string) => `?${redactQueryString(query)}`),
  );
}

// Fields of an error object that are the caller's data, never printed: request bodies and the
// parameters of a failed query.
const ERROR_DATA_FIELDS = new Set(['body', 'rawBody', 'payload', 'params', 'parameters', 'input']);
// An error's own `code` (FST_ERR_..., ECONNREFUSED, SQLSTATE 23505, login_2fa_required) is kept;
// a code of six or more digits could be a verification code put on an error, and is not.
const ERROR_CODE = /^(?=.*[A-Za-z_])[\w.:-]{1,64}$|^\d{1,5}$/;

/** An error as one log field: type, message, stack, its own fields and cause, all redacted. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return redactValue(error, depth);
  if (depth >= MAX_DEPTH) return `[${error.name}]`;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: scrubText(error.message),
  };
  if (error.stack) out.stack = scrubText(error.stack);
  const fields = error as unknown as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value === undefined || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (ERROR_DATA_FIELDS.has(key)) out[key] = REDACTED;
    else if (key === 'code') out.code = typeof value === 'string' && ERROR_CODE.test(value) ? value : REDACTED;
    else if (isSecretName(key)) out[key] = REDACTED;
    else out[key] = typeof value === 'string' ? scrubText(value) : redactValue(value, depth + 1);
  }
  if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
  if (error instanceof AggregateError) out.errors = error.errors.map((e: unknown) => serializeError(e, depth + 1));
  return out;
}

/** The request as Fastify's own lines print it (`{ req }`), with the URL redacted. */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Fields the serializers below print (they redact themselves), and the demo outbox line.
const PRINTED_AS_SERIALIZED = new Set(['err', 'req', 'res', DEMO_OUTBOX_LOG_KEY]);

/** pino's `formatters.log`: the object of every log call, secret fields redacted at any depth. */
export function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  // Runs for every line, the per-request one included: a few primitive fields cost a lookup each.
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    if (value === undefined || value === null || PRINTED_AS_SERIALIZED.has(key)) continue;
    const redacted = isSecretName(key) ? REDACTED : typeof value === 'object' ? redactValue(value, 1) : value;
    if (redacted !== value) (copy ??= { ...object })[key] = redacted;
  }
  return copy ?? object;
}

type LoggerOption = FastifyServerOptions['logger'];
type LogMethod = (this: unknown, args: unknown[], method: (...args: unknown[]) => void, level: number) => void;

/**
 * pino's `hooks.logMethod`: `log.error(error)` and `log.error({ err })` without a message print
 * the error's message as the line's `msg`, past the serializer; it gets the scrubbed text instead.
 */
function scrubErrorMessage(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  if (args.length === 1 && args[0] !== null && typeof args[0] === 'object') {
    const first = args[0] as { err?: unknown };
    const error = first instanceof Error ? first : first.err instanceof Error ? first.err : undefined;
    if (error) return method.call(this, first, scrubText(error.message));
  }
  return method.apply(this, args);
}

/**
 * The logger options with redaction added; `false` (no logger) stays `false`. Used by
 * `fastifyOptions`, so the started server and the tests log the same way.
 */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  const log = options.formatters?.log;
  const logMethod = options.hooks?.logMethod as LogMethod | undefined;
  return {
    ...options,
    hooks: {
      ...options.hooks,
      logMethod: logMethod
        ? function (this: unknown, args, method, level) {
            scrubErrorMessage.call(this, args, (...fixed) => logMethod.call(this, fixed, method, level));
          }
        : scrubErrorMessage,
    },
    formatters: {
      ...options.formatters,
      log: log ? (object) => redactLogObject(log(object)) : redactLogObject,
    },
    serializers: {
      ...options.serializers,
      // Fastify's types want its own serializers' shapes; these print fewer fields, never more.
      err: serializeError as never,
      req: serializeRequest as never,
    },
  };
}
