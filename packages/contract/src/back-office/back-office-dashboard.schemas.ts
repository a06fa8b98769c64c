/**
 * The staff dashboard of the back office (issue #23 item 4): what waits in each queue and since
 * when, the data imports of the last days and the sign-ins that failed. `GET /api/operator/dashboard/`.
 */
import { z } from 'zod';
import { PortfolioImportKind } from '../portfolio-data/portfolio-data.schemas.js';
import type { ValueOf } from '../value-of.js';

/** The queues the dashboard counts, in the order it shows them. Wire spelling ours. */
export const BackOfficeQueue = {
  /** Registration invitations neither completed, withdrawn nor expired. */
  invitations: 'invitations',
  /** Bank change requests agreed by the account and awaiting the portfolio manager. */
  change_requests: 'change_requests',
  /** Signed investment policy statements awaiting the portfolio manager's review. */
  investment_policies: 'investment_policies',
  /** Redemption requests confirmed with their code, to be settled or rejected. */
  redemptions: 'redemptions',
  /** Signing envelopes sent and not yet completed, declined, expired or voided. */
  signing_envelopes: 'signing_envelopes',
  /** Contact-support requests received (kept and e-mailed; they have no handled state). */
  support_requests: 'support_requests',
  /** Personal details whose automatic check was skipped, waiting for an operator's review. */
  identity_reviews: 'identity_reviews',
} as const;
export type BackOfficeQueue = ValueOf<typeof BackOfficeQueue>;

export const BackOfficeQueueLabel = {
  invitations: 'Registration invitations open',
  change_requests: 'Change requests awaiting the portfolio manager',
  investment_policies: 'Investment policies awaiting review',
  redemptions: 'Redemption requests to settle',
  signing_envelopes: 'Signing envelopes still out',
  support_requests: 'Support requests',
  identity_reviews: 'Identity reviews waiting',
} as const satisfies Record<BackOfficeQueue, string>;

/** The feed files' names as staff read them. */
export const DataImportKindLabel = {
  accounts: 'Accounts',
  'investment-options': 'Investment options',
  valuations: 'Valuations',
  'cash-flows': 'Cash flows',
  holdings: 'Holdings',
} as const satisfies Record<PortfolioImportKind, string>;

/** How far back the dashboard looks for imports (days) and failed sign-ins (hours). */
export const DASHBOARD_IMPORT_DAYS = 7;
export const DASHBOARD_FAILED_SIGN_IN_HOURS = 24;

export const backOfficeQueueCountSchema = z
  .object({
    queue: z.enum(BackOfficeQueue),
    count: z.number().int(),
    /** When the item waiting longest started to wait; null when none waits. */
    oldest_at: z.string().nullable(),
  })
  .meta({ id: 'BackOfficeQueueCount' });
export type BackOfficeQueueCount = z.infer<typeof backOfficeQueueCountSchema>;

export const dataImportKindCountSchema = z
  .object({ kind: z.enum(PortfolioImportKind), count: z.number().int(), last_at: z.string() })
  .meta({ id: 'DataImportKindCount' });
export type DataImportKindCount = z.infer<typeof dataImportKindCountSchema>;

export const backOfficeDashboardSchema = z
  .object({
    /** When the figures were counted. */
    at: z.string(),
    /** One entry per queue, in `BackOfficeQueue` order. */
    queues: z.array(backOfficeQueueCountSchema),
    imports: z.object({
      /** The start of the window (`DASHBOARD_IMPORT_DAYS` before `at`). */
      since: z.string(),
      /** Kinds imported in the window, by kind name; kinds not imported are left out. */
      kinds: z.array(dataImportKindCountSchema),
      /** The newest import in the window, or null when there was none. */
      last_at: z.string().nullable(),
    }),
    failed_sign_ins: z.object({
      /** The start of the window (`DASHBOARD_FAILED_SIGN_IN_HOURS` before `at`). */
      since: z.string(),
      /** Password checks that failed in the window. */
      count: z.number().int(),
      /** The distinct e-mail addresses they were for. */
      addresses: z.number().int(),
    }),
  })
  .meta({ id: 'BackOfficeDashboard' });
export type BackOfficeDashboard = z.infer<typeof backOfficeDashboardSchema>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** How long something has waited, in words: "less than a minute", "5 minutes", "2 hours", "3 days". */
export function waitedInWords(since: string | Date, now: string | Date): string {
  const ms = Math.max(0, new Date(now).getTime() - new Date(since).getTime());
  if (ms < MINUTE_MS) return 'less than a minute';
  if (ms < HOUR_MS) return plural(Math.floor(ms / MINUTE_MS), 'minute');
  if (ms < DAY_MS) return plural(Math.floor(ms / HOUR_MS), 'hour');
  return plural(Math.floor(ms / DAY_MS), 'day');
}
