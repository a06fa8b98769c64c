import {
  formatDateUnpadded,
  RebalanceMessages,
  RebalanceStatus,
  RebalanceTypeLabel,
  type OperatorRebalanceQuery,
  type OperatorRebalanceReport,
  type RebalanceCancelResult,
  type RebalanceListQuery,
  type RebalanceMarkSeen,
  type RebalanceModelPortfolioData,
  type RebalancePublishBody,
  type RebalancePublishResult,
  type RebalanceReportDetail,
  type RebalanceReportSummary,
  type RebalanceTaaData,
  type RebalanceTypes,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { RebalanceReportRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import type { NotificationsService } from '../notifications/index.js';
import { sameJson } from './same-json.js';
import {
  accountNames,
  accountsByCode,
  countNew,
  countOperatorReports,
  countVisible,
  findOperatorReport,
  findVisible,
  listOperatorReports,
  forgetViews,
  insertReport,
  listVisible,
  markSeen,
  membersOf,
  reportsByExternalId,
  updateReport,
  userAccounts,
  type OperatorReport,
  type ReportValues,
  type VisibleReport,
} from './rebalance.repository.js';

/** Why the account's people are told about a report. */
type Announcement = 'created' | 'updated' | 'cancelled';

/**
 * Rebalance notices (spec 3 §2.8, §2.9, §4): what one user sees of the reports on their
 * accounts, whether they have opened each, and publishing by the provider's staff. A report
 * published again under the same external id updates the stored one; if anything in it changed
 * it shows as new again and the account's people are told.
 */
export class RebalanceService {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async page(userId: number, query: RebalanceListQuery): Promise<{ count: number; results: RebalanceReportSummary[] }> {
    const mine = await userAccounts(this.db, userId);
    if (query.accounts.some((id) => !mine.some((a) => a.id === id))) {
      throw FieldValidationError.field('accounts', RebalanceMessages.foreignAccount);
    }
    const offset = (query.page - 1) * query.page_size;
    const [total, rows, newCount] = await Promise.all([
      countVisible(this.db, userId, query),
      listVisible(this.db, userId, query, query.ordering, query.page_size, offset),
      countNew(this.db, userId),
    ]);
    return { count: total, results: rows.map((row) => toSummary(row, newCount)) };
  }

  async latest(userId: number): Promise<RebalanceReportSummary | null> {
    const none = { accounts: [], rebalance_type: [], status: [] };
    const [[row], newCount] = await Promise.all([
      listVisible(this.db, userId, none, '-date', 1, 0),
      countNew(this.db, userId),
    ]);
    return row ? toSummary(row, newCount) : null;
  }

  accounts(userId: number) {
    return userAccounts(this.db, userId);
  }

  types(): RebalanceTypes {
    return Object.entries(RebalanceTypeLabel).map(([id, name]) => ({
      id: id as keyof typeof RebalanceTypeLabel,
      name,
    }));
  }

  /** Another investor's report, or one that does not exist, is the same 404. */
  async detail(userId: number, id: number): Promise<RebalanceReportDetail> {
    const [row, newCount] = await Promise.all([findVisible(this.db, userId, id), countNew(this.db, userId)]);
    if (!row) throw notFound(RebalanceMessages.notFound);
    const summary = toSummary(row, newCount);
    return {
      ...summary,
      message: row.message,
      // The row's type says which shape publishing stored in `data`.
      ...(row.rebalanceType === 'taa'
        ? { rebalance_type: 'taa', type: 'taa', data: row.data as RebalanceTaaData }
        : {
            rebalance_type: 'model_portfolio',
            type: 'model_portfolio',
            data: row.data as RebalanceModelPortfolioData,
          }),
    };
  }

  /**
   * Opening a report marks it seen for the user. Staff acting for a client only look: the
   * client's own dot stays until the client opens it.
   */
  async markSeen(userId: number, id: number, onlyLooking: boolean, now: Date): Promise<RebalanceMarkSeen> {
    const row = await findVisible(this.db, userId, id);
    if (!row) throw notFound(RebalanceMessages.notFound);
    if (!onlyLooking && row.isNew) await markSeen(this.db, userId, id, now);
    return { is_new: onlyLooking ? row.isNew : false, new_count: await countNew(this.db, userId) };
  }

  /**
   * Publishes every report of a file or none: each account code must be known, then all rows
   * are written in one transaction. The account's people are told once it has committed.
   */
  async publish(body: RebalancePublishBody, now: Date): Promise<RebalancePublishResult> {
    const codes = [...new Set(body.reports.map((r) => r.account_code))];
    const known = new Map((await accountsByCode(this.db, codes)).map((a) => [a.code, a]));
    const problems: Record<string, string[]> = {};
    body.reports.forEach((report, i) => {
      if (!known.has(report.account_code)) {
        problems[`reports.${i}.account_code`] = [RebalanceMessages.unknownAccount(report.account_code)];
      }
    });
    if (Object.keys(problems).length) throw new FieldValidationError(problems, [RebalanceMessages.nothingPublished]);

    const outcome = await this.db.transaction(async (tx) => {
      const existing = new Map(
        (
          await reportsByExternalId(
            tx,
            body.reports.map((r) => r.external_id),
          )
        ).map((r) => [r.externalId, r]),
      );
      const done: Array<{ row: RebalanceReportRow; action: RebalancePublishResult['reports'][number]['action'] }> = [];
      for (const report of body.reports) {
        const values: ReportValues = {
          externalId: report.external_id,
          accountId: known.get(report.account_code)!.id,
          rebalanceType: report.rebalance_type,
          status: report.status,
          rebalanceDate: report.date,
          message: report.message,
          data: report.data,
        };
        const before = existing.get(report.external_id);
        if (!before) {
          done.push({ row: await insertReport(tx, values, now), action: 'created' });
        } else if (sameReport(before, values)) {
          done.push({ row: before, action: 'unchanged' });
        } else {
          const row = await updateReport(tx, before.id, values, now);
          await forgetViews(tx, row.id);
          done.push({ row, action: 'updated' });
        }
      }
      return done.map(({ row, action }) => ({ row, action, before: existing.get(row.externalId) }));
    });

    await this.announce(
      outcome.flatMap(({ row, action, before }): Array<{ row: RebalanceReportRow; why: Announcement }> => {
        if (action === 'created') return [{ row, why: 'created' }];
        if (action !== 'updated') return [];
        const cancelled = row.status === RebalanceStatus.cancelled && before?.status !== RebalanceStatus.cancelled;
        return [{ row, why: cancelled ? 'cancelled' : 'updated' }];
      }),
    );
    const tally = (action: string) => outcome.filter((o) => o.action === action).length;
    return {
      created: tally('created'),
      updated: tally('updated'),
      unchanged: tally('unchanged'),
      reports: outcome.map(({ row, action }) => ({ id: row.id, external_id: row.externalId, action })),
    };
  }

  /** GET /api/operator/rebalance-reports/: a page of every report, for staff. */
  async operatorPage(query: OperatorRebalanceQuery): Promise<{ count: number; results: OperatorRebalanceReport[] }> {
    const [total, rows] = await Promise.all([
      countOperatorReports(this.db, query),
      listOperatorReports(this.db, query),
    ]);
    return { count: total, results: rows.map(toOperatorReport) };
  }

  /** One report as staff see it, by external id (the audit trail's before and after of a cancel). */
  async operatorShow(externalId: string): Promise<OperatorRebalanceReport> {
    const row = await findOperatorReport(this.db, externalId);
    if (!row) throw notFound(RebalanceMessages.notFound);
    return toOperatorReport(row);
  }

  /**
   * Cancels a published report by its external id; cancelling twice changes nothing. The reason
   * the caller gives is kept with the call in the audit trail.
   */
  async cancel(externalId: string, now: Date): Promise<RebalanceCancelResult> {
    const [report] = await reportsByExternalId(this.db, [externalId]);
    if (!report) throw notFound(RebalanceMessages.notFound);
    if (report.status === RebalanceStatus.cancelled) {
      return { id: report.id, external_id: report.externalId, status: report.status, changed: false };
    }
    const row = await this.db.transaction(async (tx) => {
      const updated = await updateReport(tx, report.id, { status: RebalanceStatus.cancelled }, now);
      await forgetViews(tx, report.id);
      return updated;
    });
    await this.announce([{ row, why: 'cancelled' }]);
    return { id: row.id, external_id: row.externalId, status: row.status, changed: true };
  }

  /**
   * Tells each person on the account, in the bell and live. The reports are already stored, so a
   * failed notification is logged and the others still go out.
   */
  private async announce(items: Array<{ row: RebalanceReportRow; why: Announcement }>): Promise<void> {
    if (items.length === 0) return;
    const members = await membersOf(this.db, [...new Set(items.map((i) => i.row.accountId))]);
    const names = new Map(
      (await accountNames(this.db, [...new Set(items.map((i) => i.row.accountId))])).map((a) => [a.id, a.name]),
    );
    for (const { row, why } of items) {
      const text = announcement(why, names.get(row.accountId) ?? '', formatDateUnpadded(row.rebalanceDate));
      for (const member of members.filter((m) => m.accountId === row.accountId)) {
        await this.notifications
          .notify(member.userId, {
            ...text,
            redirectUrl: `/rebalance/${row.id}/`,
            labels: ['rebalance'],
            tenantId: member.tenantId,
          })
          .catch((error: unknown) =>
            this.log.error({ err: error, reportId: row.id, userId: member.userId }, 'rebalance notification failed'),
          );
      }
    }
  }
}

function announcement(why: Announcement, account: string, date: string): { title: string; description: string } {
  switch (why) {
    case 'created':
      return {
        title: 'New rebalance notice',
        description: `We would like to rebalance the portfolio of ${account} (${date}). Open the notice to see the proposed changes.`,
      };
    case 'updated':
      return {
        title: 'Rebalance notice updated',
        description: `The rebalance notice of ${date} for ${account} has been updated.`,
      };
    case 'cancelled':
      return {
        title: 'Rebalance cancelled',
        description: `The rebalance of ${account} proposed on ${date} has been cancelled. No change will be made.`,
      };
  }
}

function sameReport(row: RebalanceReportRow, values: ReportValues): boolean {
  return (
    row.accountId === values.accountId &&
    row.rebalanceType === values.rebalanceType &&
    row.status === values.status &&
    row.rebalanceDate === values.rebalanceDate &&
    row.message === values.message &&
    sameJson(row.data, values.data)
  );
}

function toSummary(row: VisibleReport, newCount: number): RebalanceReportSummary {
  return {
    id: row.id,
    date: row.rebalanceDate,
    account: { id: row.accountId, name: row.accountName },
    rebalance_type: row.rebalanceType,
    status: row.status,
    is_new: row.isNew,
    new_count: newCount,
    created: row.createdAt.toISOString(),
  };
}

function toOperatorReport(row: OperatorReport): OperatorRebalanceReport {
  return {
    id: row.id,
    external_id: row.externalId,
    account: { id: row.accountId, name: row.accountName, code: row.accountCode },
    rebalance_type: row.rebalanceType,
    status: row.status,
    date: row.rebalanceDate,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    cancelled: row.status === RebalanceStatus.cancelled ? row.updatedAt.toISOString() : null,
  };
}
