import path from 'node:path';
import { z } from 'zod';

const guid = (what: string) =>
  z.string().regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, `must be ${what}, a GUID like 1a2b3c4d-...`);

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * Every setting the server reads from the environment. Checked once at start so a wrong value
 * stops the process with every bad variable named, instead of failing later mid-request.
 */
const settings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 in demo mode (a demo stays on this machine), 0.0.0.0 otherwise; see below. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PORTAL_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when a proxy terminates TLS in front of us, so request.protocol and client addresses are the real ones. */
  TRUST_PROXY: flag.default(false),
  /** Folder of the built React app; the server skips static serving when it does not exist. */
  WEB_DIST: z.string().min(1).optional(),
  /** Largest accepted JSON body, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Address of the portal as users reach it; links in e-mails start with it (never the request's Host). */
  PUBLIC_URL: z.url().optional(),
  /** Shared secret of the advisor system that signs JWT sign-in links (HS256). */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** SMTP server for e-mail outside demo mode, e.g. smtp://user:pass@mail.example.com:587 */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Client Portal <no-reply@portal.example.com>'),
  /** HTTP SMS gateway outside demo mode: POST {to, body} as JSON with a bearer token. */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /**
   * GUID of the Australian Business Register's web services (ABN Lookup), for ABN and ACN lookups.
   * Unset: the bundled sample register (platform/registers/), meant for demo mode and tests.
   */
  ABR_GUID: z
    .string()
    .regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, 'must be the GUID the ABR issued, like 1a2b3c4d-...')
    .optional(),
  /** Where the ABR's JSON services live (https://abr.business.gov.au/json/ when unset); for a fake or a mirror. */
  ABR_BASE_URL: z.url().optional(),
  /** How long one ABR request may take before the lookup answers that the register is unavailable. */
  ABR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * PKCS#12 file (.p12/.pfx) whose key seals signed documents (platform/e-sign/seal/), and its
   * passphrase. Unset: demo mode makes a self-signed key in DATA_DIR/signing/seal.p12; outside
   * demo mode documents cannot be sealed.
   */
  SIGNING_P12_PATH: z.string().min(1).optional(),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
  /** RFC 3161 timestamp authority: when set, every seal carries its trusted time (PAdES B-T). */
  SIGNING_TSA_URL: z.url().optional(),
  /** Key of the operator API (/api/operator/); when unset one is generated into DATA_DIR/operator.key. */
  OPERATOR_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Override every tenant's session timings (seconds): for demos and the expiry journey. */
  SESSION_EXPIRE_AFTER: z.coerce.number().int().positive().optional(),
  SESSION_EXPIRE_WARNING_AFTER: z.coerce.number().int().positive().optional(),
  RESEND_CODE_TIMEOUT: z.coerce.number().int().positive().optional(),
  /** Memory for the dashboard cards' answers kept between imports, per process (0 keeps none). */
  DASHBOARD_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(128),
  /** Background jobs (platform/jobs/): how many run at once in this process; 0 runs none here. */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  /** How often an idle worker looks for due jobs, in milliseconds. */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(2000),
  /** How long a claimed job stays claimed without a renewal before another process takes it over. */
  JOB_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  /** Wait before the first retry of a failed job; doubled for each further retry. */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * DocuSign (platform/e-sign/docusign/): all of these or none. Unset: documents are signed on the
   * portal's own signing pages. The three ids are GUIDs from the DocuSign admin's Apps and Keys page.
   */
  DOCUSIGN_INTEGRATION_KEY: guid('the integration key (client id) of the DocuSign app').optional(),
  DOCUSIGN_USER_ID: guid('the API user id of the DocuSign user the portal sends as').optional(),
  DOCUSIGN_ACCOUNT_ID: guid('the API account id of the DocuSign account').optional(),
  /** The app's RSA private key, PEM; either this (newlines may be written \n) or DOCUSIGN_PRIVATE_KEY_PATH. */
  DOCUSIGN_PRIVATE_KEY: z
    .string()
    .regex(/-----BEGIN (RSA )?PRIVATE KEY-----/, 'must be the PEM text of an RSA private key')
    .optional(),
  DOCUSIGN_PRIVATE_KEY_PATH: z.string().min(1).optional(),
  /** The OAuth server: account-d.docusign.com (developer) or account.docusign.com; a URL for a fake. */
  DOCUSIGN_OAUTH_BASE_PATH: z
    .string()
    .regex(/^(https?:\/\/)?[a-z0-9.-]+(:\d+)?\/?$/i, 'must be a host like account-d.docusign.com, or its URL')
    .optional(),
  /** The account's REST base: https://demo.docusign.net/restapi, or the base URI of its production site. */
  DOCUSIGN_BASE_PATH: z.url().optional(),
  /** How long a signer's link to the signing page stays usable, in seconds (issue #21): 7 days unless set. */
  SIGNING_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(90 * 24 * 3600)
    .default(7 * 24 * 3600),
  /**
   * Days between automatic reminders to the signers still to answer an envelope (job
   * `signing.remind`): the first this long after it is sent; 0 sends none.
   */
  SIGNING_REMINDER_DAYS: z.coerce.number().int().min(0).max(90).default(3),
  /** How many automatic reminders an envelope gets at most. */
  SIGNING_REMINDER_COUNT: z.coerce.number().int().min(1).max(20).default(3),
});

const DOCUSIGN_REQUIRED = [
  'DOCUSIGN_INTEGRATION_KEY',
  'DOCUSIGN_USER_ID',
  'DOCUSIGN_ACCOUNT_ID',
  'DOCUSIGN_OAUTH_BASE_PATH',
  'DOCUSIGN_BASE_PATH',
] as const;

/**
 * DocuSign's settings come all together or not at all: a partial set would otherwise fall back to
 * the local signing pages silently, or fail at the first envelope. Each missing one is named.
 */
function checkDocuSignSettings(env: z.infer<typeof settings>, ctx: z.RefinementCtx): void {
  const hasKey = Boolean(env.DOCUSIGN_PRIVATE_KEY ?? env.DOCUSIGN_PRIVATE_KEY_PATH);
  const given = DOCUSIGN_REQUIRED.filter((name) => env[name] !== undefined);
  if (given.length === 0 && !hasKey) return;
  const missing: string[] = DOCUSIGN_REQUIRED.filter((name) => env[name] === undefined);
  if (!hasKey) missing.push('DOCUSIGN_PRIVATE_KEY_PATH');
  for (const name of missing) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `DocuSign needs all of its settings; missing: ${missing.join(', ')}`,
    });
  }
  if (env.DOCUSIGN_PRIVATE_KEY && env.DOCUSIGN_PRIVATE_KEY_PATH) {
    ctx.addIssue({
      code: 'custom',
      path: ['DOCUSIGN_PRIVATE_KEY_PATH'],
      message: 'set either DOCUSIGN_PRIVATE_KEY or DOCUSIGN_PRIVATE_KEY_PATH, not both',
    });
  }
}

/**
 * Demo mode publishes its passwords and keeps every code and reset link in an outbox, so unless
 * HOST says otherwise a demo listens on loopback only; a real portal listens on every interface
 * (behind its proxy). serve.ts warns when a demo is given a reachable HOST.
 */
export const envSchema = settings.superRefine(checkDocuSignSettings).transform((env) => ({
  ...env,
  HOST: env.HOST ?? (env.PORTAL_DEMO ? '127.0.0.1' : '0.0.0.0'),
}));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

const HIDDEN_VALUES = new Set(['DOCUSIGN_PRIVATE_KEY']);

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set": `PORT= npm start` should use the default, not fail.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        // A private key must not reach the log, even a malformed one.
        const shown = HIDDEN_VALUES.has(name) && source[name] ? '(hidden)' : (source[name] ?? '');
        return `${name}=${JSON.stringify(shown)}: ${issue.message}`;
      }),
    );
  }
  return parsed.data;
}

export function publicUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

export function resolveDataDir(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR);
}
