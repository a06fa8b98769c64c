import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { NewAuditEntryRow } from '../../db/schema/index.js';
import type { OperatorCaller, OperatorCallRecorder, RecordSnapshot } from '../operator/index.js';
import { fieldChanges } from './field-changes.js';
import { insertAuditEntry } from './audit.repository.js';
import { operatorCallEntry } from './operator-call-entry.js';

/**
 * Writes the audit trail. Recording never fails the caller's answer (it is written after the answer
 * is sent, and a failure is logged), and it is one insert outside any transaction: PGlite has one
 * connection, and a write held up by the trail would hold up everyone.
 */
export class AuditTrail implements OperatorCallRecorder {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(entry: NewAuditEntryRow): Promise<void> {
    const write: Promise<void> = insertAuditEntry(this.db, entry)
      .catch((err: unknown) => this.log.error({ err, action: entry.action }, 'audit entry not recorded'))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
    return write;
  }

  /** The operator plugin's onResponse hook: one entry per operator-API call, reads included. */
  recordOperatorCall(
    request: FastifyRequest,
    reply: FastifyReply,
    caller: OperatorCaller,
    snapshot: RecordSnapshot | undefined,
  ): Promise<void> {
    let entry: NewAuditEntryRow;
    try {
      const changes = snapshot && 'after' in snapshot ? fieldChanges(snapshot.before, snapshot.after) : null;
      entry = { ...operatorCallEntry(request, reply.statusCode, caller), changes };
    } catch (err) {
      this.log.error({ err }, 'audit entry not recorded');
      return Promise.resolve();
    }
    return this.record(entry);
  }

  /** Waits for the writes under way (before the database closes). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
