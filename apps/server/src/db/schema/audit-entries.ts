import type { AuditActorKind, AuditFieldChange } from '@portal/contract';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue #23 item 3): one row per operator-API call, reads included, and later
 * per back-office action. Append-only: a trigger (migration audit_append_only) refuses UPDATE,
 * DELETE and TRUNCATE, so nobody using the application's database role can rewrite it.
 * No foreign key to users: an entry outlives whatever it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorUserId: integer('actor_user_id'),
    actorRole: text('actor_role'),
    /** `METHOD route pattern`, e.g. `POST /api/operator/loan-notes/issue/`, never the raw URL. */
    action: text('action').notNull(),
    /** What the call concerned when the route says it plainly: `account:12`, `user:a@b.c`. */
    target: text('target'),
    /** `{params, query, body}` with secret fields masked (config/log-redaction.ts). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /**
     * What a change changed: `[{field, before, after}]` of the record's fields (`status`,
     * `bank.account_name`), secret and personal fields masked; null for reads and for calls whose
     * route names no record to compare (contract AuditFieldChange).
     */
    changes: jsonb('changes').$type<AuditFieldChange[]>(),
    statusCode: integer('status_code').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_actor_idx').on(t.actorKind, t.actorUserId, t.at),
    index('audit_entries_target_idx').on(t.target, t.at),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntryRow = typeof auditEntries.$inferInsert;
