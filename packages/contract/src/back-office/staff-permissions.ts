/**
 * What each staff role may do through the operator API (issue #23 item 1): the back office's
 * screens call the same routes as the admin CLI, with a staff session instead of the operator key,
 * and the server checks the role on every call. Auditors read; portfolio managers also decide on
 * what waits for them; operators do everything.
 */
import { StaffRole } from './staff-roles.js';

/** Operator-API writes that are the portfolio manager's decisions, by path (under /api/operator/). */
const PORTFOLIO_MANAGER_WRITES: readonly RegExp[] = [
  /^\/api\/operator\/change-requests\/[^/]+\/(approve|decline)\/$/,
  /^\/api\/operator\/investment-policies\/[^/]+\/(approve|decline)\/$/,
  /^\/api\/operator\/redeem-requests\/[^/]+\/(settle|reject)\/$/,
  /^\/api\/operator\/loan-notes\/issue\/$/,
  /^\/api\/operator\/signing\/envelopes\/[^/]+\/(remind|void)\/$/,
  /^\/api\/operator\/rebalance-reports\/([^/]+\/cancel\/)?$/,
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a staff member of `role` may make this operator-API call (`path` without its query). */
export function staffRoleMayCall(role: StaffRole, method: string, path: string): boolean {
  if (READS.has(method.toUpperCase())) return true;
  if (role === StaffRole.operator) return true;
  if (role === StaffRole.portfolio_manager) return PORTFOLIO_MANAGER_WRITES.some((rule) => rule.test(path));
  return false;
}
