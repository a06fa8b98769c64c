// `npm run admin -- <command>`: the provider's staff tools, a thin client of the operator API of a
// running portal (PORTAL_URL, default http://localhost:3000). The key comes from OPERATOR_KEY or
// DATA_DIR/operator.key, which the portal writes at first start; so it works the same whether
// the portal runs on PGlite or PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run admin -- <command> [options]

  invite create --email E --phone P --type individual|joint|company|trust|smsf
                [--account-name N] [--product ipm|icf] [--expires-in-days D]
  invite list [--limit N]
  invite expire --uuid U
  invite resend --uuid U
  secondary-invite create --email E --phone P --first-name F --last-name L
                --primary-email E --account-type joint|company|trust|smsf
                [--trustee-type individual|corporate] [--account-name N] [--product ipm|icf]
  secondary-invite list [--limit N]
  secondary-invite expire|resend|complete --uuid U
  notify --email E --title T --description D [--redirect-url U]
  user unblock --email E
  import accounts|investment-options|valuations|cash-flows|holdings FILE.csv
  support list [--limit N]
  advisors list
  advisors add --first-name F --last-name L --role R --email E [--phone-number P] [--address A] [--photo FILE]
  advisors update --advisor ID [--first-name F] [--last-name L] [--role R] [--email E]
                [--phone-number P] [--address A] [--photo FILE]
  advisors assign|unassign --advisor ID (--user EMAIL | --account CODE)
                (--user: every account the person is on now; advisors serve accounts)
  advisors requests [--limit N]     (messages to advisors and meeting bookings, newest first)
  configuration show [--product ipm|icf]
  configuration set [--product ipm|icf] [--booking-team-phone-number P] [--booking-team-email E]
                [--booking-team-additional-email E] [--disclaimer-file FILE]   ("" clears a field)
  documents add --account CODE --category C --file F [--description D] [--date YYYY-MM-DD]
  documents list --account CODE [--limit N]
  rebalance publish FILE.json      (one report or an array: modules/rebalance/README.md)
  rebalance cancel EXTERNAL_ID

Environment: PORTAL_URL (default http://localhost:3000), OPERATOR_KEY or DATA_DIR/operator.key.`;

class CliError extends Error {}

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
type FieldLabel = (field: string) => string;
const asOption: FieldLabel = (field) => `--${field.replace(/_/g, '-')}`;

/** A feed file, streamed from disk as the body: a day's holdings are hundreds of MB, never read whole. */
class CsvFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}
}

/** A feed file streams as CSV; a form as multipart (its file streams from disk); anything else as JSON. */
async function call(method: string, route: string, body?: unknown, label: FieldLabel = asOption): Promise<unknown> {
  const base = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetch(`${base}/api/operator${route}`, {
      method,
      headers: {
        authorization: `Operator ${operatorKey()}`,
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
  const data = text ? (JSON.parse(text) as unknown) : null;
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

/** An optional number flag; absent stays absent (JSON leaves undefined out of the body). */
function numberOption(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

function need(value: string | undefined, flag: string): string {
  if (!value) throw new CliError(`Missing --${flag}.\n\n${USAGE}`);
  return value;
}

async function invite(action: string | undefined, args: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      phone: { type: 'string' },
      type: { type: 'string' },
      'account-name': { type: 'string' },
      product: { type: 'string' },
      'expires-in-days': { type: 'string' },
      uuid: { type: 'string' },
      limit: { type: 'string' },
    },
    strict: true,
  });
  switch (action) {
    case 'create':
      return call('POST', '/invites/', {
        email: need(values.email, 'email'),
        phone_number: need(values.phone, 'phone'),
        type: need(values.type, 'type'),
        account_name: values['account-name'],
        product: values.product,
        expires_in_days: numberOption(values['expires-in-days']),
      });
    case 'list':
      return call('GET', `/invites/?limit=${encodeURIComponent(values.limit ?? '100')}`);
    case 'expire':
      return call('POST', `/invites/${encodeURIComponent(need(values.uuid, 'uuid'))}/expire/`);
    case 'resend':
      return call('POST', `/invites/${encodeURIComponent(need(values.uuid, 'uuid'))}/resend/`);
    default:
      throw new CliError(USAGE);
  }
}

async function secondaryInvite(action: string | undefined, args: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      phone: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'primary-email': { type: 'string' },
      'account-type': { type: 'string' },
      'trustee-type': { type: 'string' },
      'account-name': { type: 'string' },
      product: { type: 'string' },
      'expires-in-days': { type: 'string' },
      uuid: { type: 'string' },
      limit: { type: 'string' },
    },
    strict: true,
  });
  switch (action) {
    case 'create':
      return call('POST', '/secondary-invites/', {
        email: need(values.email, 'email'),
        phone_number: need(values.phone, 'phone'),
        first_name: need(values['first-name'], 'first-name'),
        last_name: need(values['last-name'], 'last-name'),
        primary_email: need(values['primary-email'], 'primary-email'),
        account_type: need(values['account-type'], 'account-type'),
        trustee_type: values['trustee-type'],
        account_name: values['account-name'],
        product: values.product,
        expires_in_days: numberOption(values['expires-in-days']),
      });
    case 'list':
      return call('GET', `/secondary-invites/?limit=${encodeURIComponent(values.limit ?? '100')}`);
    case 'expire':
    case 'resend':
    case 'complete':
      return call('POST', `/secondary-invites/${encodeURIComponent(need(values.uuid, 'uuid'))}/${action}/`);
    default:
      throw new CliError(USAGE);
  }
}

/** A user's access: `user unblock --email E` lets someone who blocked their access sign in again. */
async function user(action: string | undefined, args: string[]): Promise<unknown> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } }, strict: true });
  if (action === 'unblock') return call('POST', '/users/unblock/', { email: need(values.email, 'email') });
  throw new CliError(USAGE);
}

/** `notify --email E --title T --description D [--redirect-url U]`: one in-app notification, delivered live. */
async function notify(args: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string' },
      'redirect-url': { type: 'string' },
    },
    strict: true,
  });
  return call('POST', '/notifications/', {
    email: need(values.email, 'email'),
    title: need(values.title, 'title'),
    description: need(values.description, 'description'),
    redirect_url: values['redirect-url'],
  });
}

async function support(action: string | undefined, args: string[]): Promise<unknown> {
  const { values } = parseArgs({ args, options: { limit: { type: 'string' } }, strict: true });
  if (action !== 'list') throw new CliError(USAGE);
  return call('GET', `/support-requests/?limit=${encodeURIComponent(values.limit ?? '50')}`);
}

/** `import <kind> FILE.csv`: one portfolio feed file (formats: modules/portfolio-data/README.md). */
async function importFeed(kind: string | undefined, file: string | undefined): Promise<unknown> {
  if (!kind || !file) throw new CliError(USAGE);
  let size: number;
  try {
    fs.accessSync(file, fs.constants.R_OK);
    size = fs.statSync(file).size;
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
  // An empty file is still sent: the portal says what is wrong with it.
  return call('POST', `/imports/${encodeURIComponent(kind)}/`, new CsvFile(file, size));
}

function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * `rebalance publish FILE.json` (one report or an array of them) and `rebalance cancel ID`. A
 * bad file is rejected whole; each problem is named by its place in the file, e.g.
 * `[2].data.records[0].investment_options[1].saa` (or without `[2]` for a single report).
 */
async function rebalance(action: string | undefined, target: string | undefined): Promise<unknown> {
  if (!target) throw new CliError(USAGE);
  if (action === 'cancel') return call('POST', `/rebalance-reports/${encodeURIComponent(target)}/cancel/`);
  if (action !== 'publish') throw new CliError(USAGE);
  const content = readJsonFile(target);
  const single = !Array.isArray(content);
  const inFile: FieldLabel = (field) => {
    const place = field
      .replace(/^reports\.?/, '')
      .replace(single ? /^0\.?/ : /^$/, '')
      .replace(/(^|\.)(\d+)(?=\.|$)/g, '[$2]')
      .replace(/\.\[/g, '[');
    return `at ${place || 'the top level'}`;
  };
  return call('POST', '/rebalance-reports/', { reports: single ? [content] : content }, inFile);
}

/**
 * `documents add`: publishes a file on an account (pdf, png or jpg, at most 50 MB); the text
 * fields go first so the portal can check them before the file streams in.
 */
async function documents(action: string | undefined, args: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args,
    options: {
      account: { type: 'string' },
      category: { type: 'string' },
      file: { type: 'string' },
      description: { type: 'string' },
      date: { type: 'string' },
      limit: { type: 'string' },
    },
    strict: true,
  });
  const account = need(values.account, 'account');
  if (action === 'list')
    return call(
      'GET',
      `/documents/?account=${encodeURIComponent(account)}&limit=${encodeURIComponent(values.limit ?? '100')}`,
    );
  if (action !== 'add') throw new CliError(USAGE);
  const category = need(values.category, 'category');
  const file = need(values.file, 'file');
  let content: Blob;
  try {
    // Backed by the file: fetch reads it as it sends, so a large document is never held whole.
    content = await fs.openAsBlob(file);
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
  const form = new FormData();
  form.append('account', account);
  form.append('category', category);
  if (values.description !== undefined) form.append('description', values.description);
  if (values.date !== undefined) form.append('date', values.date);
  form.append('file', content, path.basename(file));
  return call('POST', '/documents/', form);
}

/** A photo file for the operator API: base64 in the JSON body (png or jpeg, at most 2 MB). */
function photoOption(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    return fs.readFileSync(file).toString('base64');
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
}

/** Advisors (spec 3 §2.7): who they are, their photo, and the accounts they serve. */
async function advisors(action: string | undefined, args: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args,
    options: {
      advisor: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      'phone-number': { type: 'string' },
      address: { type: 'string' },
      photo: { type: 'string' },
      user: { type: 'string' },
      account: { type: 'string' },
      limit: { type: 'string' },
    },
    strict: true,
  });
  const details = {
    first_name: values['first-name'],
    last_name: values['last-name'],
    role: values.role,
    email: values.email,
    phone_number: values['phone-number'],
    address: values.address,
    photo: photoOption(values.photo),
  };
  const advisorPath = () => `/advisors/${encodeURIComponent(need(values.advisor, 'advisor'))}/`;
  switch (action) {
    case 'list':
      return call('GET', '/advisors/');
    case 'add':
      return call('POST', '/advisors/', {
        ...details,
        first_name: need(values['first-name'], 'first-name'),
        last_name: need(values['last-name'], 'last-name'),
        role: need(values.role, 'role'),
        email: need(values.email, 'email'),
      });
    case 'update':
      return call('PATCH', advisorPath(), details);
    case 'assign':
    case 'unassign':
      if (!values.user === !values.account) throw new CliError(`Give --user EMAIL or --account CODE.\n\n${USAGE}`);
      return call('POST', `${advisorPath()}${action}/`, { user: values.user, account: values.account });
    case 'requests':
      return call('GET', `/advisor-requests/?limit=${encodeURIComponent(values.limit ?? '50')}`);
    default:
      throw new CliError(USAGE);
  }
}

/** A brand's booking team and disclaimer (GET /api/ipm/configuration/). */
async function configuration(action: string | undefined, args: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args,
    options: {
      product: { type: 'string' },
      'booking-team-phone-number': { type: 'string' },
      'booking-team-email': { type: 'string' },
      'booking-team-additional-email': { type: 'string' },
      'disclaimer-file': { type: 'string' },
    },
    strict: true,
  });
  if (action === 'show')
    return call('GET', `/client-configuration/?product=${encodeURIComponent(values.product ?? 'ipm')}`);
  if (action !== 'set') throw new CliError(USAGE);
  let disclaimer: string[] | null | undefined;
  if (values['disclaimer-file'] !== undefined) {
    try {
      // One paragraph per non-empty line; an empty file goes back to the portal's default text.
      const lines = fs
        .readFileSync(values['disclaimer-file'], 'utf8')
        .split(/\r?\n/)
        .map((l) => l.trim());
      disclaimer = lines.filter(Boolean);
    } catch {
      throw new CliError(`Cannot read ${values['disclaimer-file']}.`);
    }
    if (disclaimer.length === 0) disclaimer = null;
  }
  return call('PUT', '/client-configuration/', {
    product: values.product,
    booking_team_phone_number: values['booking-team-phone-number'],
    booking_team_email: values['booking-team-email'],
    booking_team_additional_email: values['booking-team-additional-email'],
    disclaimer,
  });
}

async function main(argv: string[]): Promise<void> {
  const [group, action, ...rest] = argv;
  let result: unknown;
  switch (group) {
    case 'invite':
      result = await invite(action, rest);
      break;
    case 'secondary-invite':
      result = await secondaryInvite(action, rest);
      break;
    case 'notify':
      result = await notify(argv.slice(1));
      break;
    case 'import':
      result = await importFeed(action, rest[0]);
      break;
    case 'user':
      result = await user(action, rest);
      break;
    case 'support':
      result = await support(action, rest);
      break;
    case 'advisors':
      result = await advisors(action, rest);
      break;
    case 'configuration':
      result = await configuration(action, rest);
      break;
    case 'documents':
      result = await documents(action, rest);
      break;
    case 'rebalance':
      result = await rebalance(action, rest[0]);
      break;
    default:
      throw new CliError(USAGE);
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof CliError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
      ? (error as Error).message
      : error,
  );
  process.exit(error instanceof CliError ? 1 : 2);
});
