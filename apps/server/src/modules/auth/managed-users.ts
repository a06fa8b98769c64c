import { MAX_RECORD_ID } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { findUserById } from './users.repository.js';

/**
 * Staff and advisors act for clients: they sign in with a code every time, keep login two-factor
 * on, skip the investor's Individual info flow, and see who generated a report.
 */
export function actsForClients(user: UserRow): boolean {
  return user.isStaff || user.advisorId !== null;
}

/**
 * Who may act for whom (the Managed-User-id header, the JWT's managed_user_id). Staff may act for
 * any client; advisors for the clients assigned to them, which the advisor capability adds
 * through `addRule`.
 */
export class ManagedUsersPolicy {
  private readonly rules: Array<(actor: UserRow, client: UserRow) => Promise<boolean>> = [
    async (actor, client) => actor.isStaff && !client.isStaff,
  ];

  constructor(private readonly db: Database) {}

  addRule(rule: (actor: UserRow, client: UserRow) => Promise<boolean>): void {
    this.rules.push(rule);
  }

  /** The client, when `actor` may act for the user with this id; otherwise undefined. */
  async canManageId(actor: UserRow, clientId: number): Promise<UserRow | undefined> {
    if (!Number.isInteger(clientId) || clientId <= 0 || clientId > MAX_RECORD_ID) return undefined;
    const client = await findUserById(this.db, clientId);
    if (!client || !client.isActive) return undefined;
    if (actor.id === client.id) return client;
    for (const rule of this.rules) if (await rule(actor, client)) return client;
    return undefined;
  }
}
