import {
  BackOfficeQueue,
  DASHBOARD_FAILED_SIGN_IN_HOURS,
  DASHBOARD_IMPORT_DAYS,
  type BackOfficeDashboard,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import {
  changeRequestsAwaitingApproval,
  envelopesStillOut,
  failedSignInsSince,
  identityReviewsWaiting,
  importsSince,
  investmentPoliciesAwaitingReview,
  openInvitations,
  requestedRedemptions,
  supportRequestsReceived,
  type QueueFigures,
} from './back-office-dashboard.repository.js';

const HOUR_MS = 60 * 60 * 1000;

/** The staff dashboard's figures (issue #23 item 4): plain counts, read by every staff role. */
export class BackOfficeDashboardService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async figures(): Promise<BackOfficeDashboard> {
    const at = this.now();
    const importsFrom = new Date(at.getTime() - DASHBOARD_IMPORT_DAYS * 24 * HOUR_MS);
    const signInsFrom = new Date(at.getTime() - DASHBOARD_FAILED_SIGN_IN_HOURS * HOUR_MS);
    // One after another: PGlite is one connection, and each count is quick.
    const queues: Record<BackOfficeQueue, QueueFigures> = {
      invitations: await openInvitations(this.db, at),
      change_requests: await changeRequestsAwaitingApproval(this.db),
      investment_policies: await investmentPoliciesAwaitingReview(this.db),
      redemptions: await requestedRedemptions(this.db),
      signing_envelopes: await envelopesStillOut(this.db),
      support_requests: await supportRequestsReceived(this.db),
      identity_reviews: await identityReviewsWaiting(this.db),
    };
    const imports = await importsSince(this.db, importsFrom);
    const failed = await failedSignInsSince(this.db, signInsFrom);
    const lastImport = imports.reduce<Date | null>(
      (last, i) => (i.last && (!last || i.last > last) ? i.last : last),
      null,
    );
    return {
      at: at.toISOString(),
      queues: Object.values(BackOfficeQueue).map((queue) => ({
        queue,
        count: queues[queue].count,
        oldest_at: queues[queue].oldest?.toISOString() ?? null,
      })),
      imports: {
        since: importsFrom.toISOString(),
        kinds: imports
          .map((i) => ({ kind: i.kind, count: i.count, last_at: (i.last ?? at).toISOString() }))
          .sort((a, b) => a.kind.localeCompare(b.kind)),
        last_at: lastImport?.toISOString() ?? null,
      },
      failed_sign_ins: { since: signInsFrom.toISOString(), count: failed.count, addresses: failed.addresses },
    };
  }
}
