import {
  AUDIT_COUNT_LIMIT,
  AUDIT_CSV_COLUMNS,
  AuditActorKind,
  type AuditEntry,
  type AuditExportQuery,
  type AuditQuery,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { AuditEntryRow } from '../../db/schema/index.js';
import { csvLine } from '../../http/csv.js';
import { findUserByEmail } from '../auth/index.js';
import {
  auditEntriesAfter,
  auditEntriesPage,
  countAuditEntries,
  type AuditBound,
  type AuditCursor,
  type AuditFilters,
} from './audit.repository.js';

/** The provider's days: a search `from=2026-11-27` starts at midnight in Sydney. */
export const AUDIT_TIME_ZONE = 'Australia/Sydney';
/** Rows the export reads per query while it streams. */
const EXPORT_BATCH = 1000;
/** No user has this id: an actor's address that is nobody's finds nothing. */
const NOBODY = -1;

function boundOf(text: string | undefined): AuditBound | undefined {
  if (text === undefined) return undefined;
  return text.length === 10 ? { day: text, timeZone: AUDIT_TIME_ZONE } : { instant: new Date(text) };
}

function toWire(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_kind: row.actorKind,
    actor_user_id: row.actorUserId,
    actor_role: row.actorRole,
    action: row.action,
    target: row.target,
    request: row.request,
    changes: row.changes ?? null,
    status_code: row.statusCode,
    ip: row.ip,
    request_id: row.requestId,
  };
}

function csvRow(entry: AuditEntry): string {
  return csvLine(
    AUDIT_CSV_COLUMNS.map((column) => {
      const value = entry[column];
      if (value === null) return '';
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }),
  );
}

/** Searching and exporting the audit trail (issue #23 item 3). The trail is written by AuditTrail. */
export class AuditService {
  constructor(private readonly db: Database) {}

  private async filtersOf(query: AuditExportQuery): Promise<AuditFilters> {
    const filters: AuditFilters = {
      target: query.target,
      actionPrefix: query.action,
      from: boundOf(query.from),
      to: boundOf(query.to),
    };
    const actor = query.actor;
    if (actor === undefined) return filters;
    if (actor === AuditActorKind.operator_key || actor === AuditActorKind.staff)
      return { ...filters, actorKind: actor };
    if (/^\d{1,10}$/.test(actor)) return { ...filters, actorUserId: Number(actor) };
    const user = await findUserByEmail(this.db, actor);
    return { ...filters, actorUserId: user?.id ?? NOBODY };
  }

  /** One page, newest first. */
  /**
   * One page of the search, newest first. Past AUDIT_COUNT_LIMIT matches the count stops there and
   * says so (`count_exact: false`): the pages reach that far, and a narrower search finds the rest.
   */
  async search(query: AuditQuery): Promise<{ count: number; count_exact: boolean; results: AuditEntry[] }> {
    const filters = await this.filtersOf(query);
    const counted = await countAuditEntries(this.db, filters, AUDIT_COUNT_LIMIT);
    const rows = await auditEntriesPage(this.db, filters, (query.page - 1) * query.page_size, query.page_size);
    return {
      count: Math.min(counted, AUDIT_COUNT_LIMIT),
      count_exact: counted <= AUDIT_COUNT_LIMIT,
      results: rows.map(toWire),
    };
  }

  /** Every matching entry as CSV, newest first, header row first; read in batches, never whole. */
  async *exportCsv(query: AuditExportQuery): AsyncGenerator<string> {
    const filters = await this.filtersOf(query);
    yield csvLine([...AUDIT_CSV_COLUMNS]);
    let cursor: AuditCursor | null = null;
    for (;;) {
      const rows = await auditEntriesAfter(this.db, filters, cursor, EXPORT_BATCH);
      if (rows.length > 0) yield rows.map((row) => csvRow(toWire(row))).join('');
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursorAt, id: last.id };
    }
  }
}
