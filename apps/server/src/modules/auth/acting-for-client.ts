import { ActivityDescriptions } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { actingSessions, type SessionRow, type UserRow } from '../../db/schema/index.js';
import { recordActivity } from '../activities/index.js';
import { type ActivityClient } from '../../plugins/app/request-client.js';

/** Sessions whose acting is already written, so the common request costs no statement. */
const KNOWN_MAX_ENTRIES = 20_000;

function displayName(user: UserRow): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

/**
 * The trail of acting for a client: the first request a session makes as a client writes a row
 * (who, for whom, when, from where) and a line in the client's own activity list, so the client
 * can see who looked at their portal. Later requests of the same session find it known.
 */
export class ActingForClientLog {
  private readonly known = new Set<string>();

  constructor(private readonly db: Database) {}

  async record(session: SessionRow, actor: UserRow, client: UserRow, from: ActivityClient): Promise<void> {
    const key = `${session.id}:${client.id}`;
    if (this.known.has(key)) return;
    const role = actor.isStaff ? 'staff' : 'advisor';
    await this.db.transaction(async (tx) => {
      const [written] = await tx
        .insert(actingSessions)
        .values({
          sessionId: session.id,
          actorUserId: actor.id,
          clientUserId: client.id,
          actorRole: role,
          ipAddress: from.ip,
          userAgent: from.userAgent?.slice(0, 500) ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: actingSessions.id });
      if (!written) return;
      await recordActivity(tx, {
        userId: client.id,
        type: 'acted_for',
        description: ActivityDescriptions.actedFor(`${displayName(actor)} (${role})`, displayName(client)),
        ...from,
      });
    });
    if (this.known.size >= KNOWN_MAX_ENTRIES) this.known.clear();
    this.known.add(key);
  }
}
