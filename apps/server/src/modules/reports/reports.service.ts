import type { Readable } from 'node:stream';
import {
  financialYearStartOf,
  formatDate,
  GeneratedReportStatus,
  REPORT_TYPES,
  ReportMessages,
  reportRequestProblems,
  reportsChannel,
  reportTypeName,
  reportTypesLabel,
  type FinancialYears,
  type GeneratedReport,
  type GenerateReportInput,
  type ReportAccount,
  type ReportsChannelMessage,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { GeneratedReportRow } from '../../db/schema/generated-reports.js';
import type { UserRow } from '../../db/schema/index.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import type { ClaimedJob, JobQueue } from '../../platform/jobs/job-queue.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { newSecret } from '../../platform/secrets.js';
import { clientConfiguration } from '../advisors/index.js';
import type { TenantsService } from '../tenants/index.js';
import type { DashboardService, MemberAccount } from '../dashboard/index.js';
import { actsForClients } from '../auth/index.js';
import { buildReportContent } from './report-content.js';
import { renderReportPdf, type ReportDocument } from './report-pdf.js';
import {
  countNewReports,
  findOwnReport,
  findReport,
  insertReport,
  listReports,
  markReportFailed,
  markReportRead,
  markReportReady,
  memberAccountCount,
  namesOf,
  optionDataRanges,
  usersByIds,
} from './reports.repository.js';

/** The job queue the PDFs are rendered on (platform/jobs/). */
export const REPORTS_QUEUE = 'reports.generate';
export interface ReportJobPayload {
  report_id: number;
}

const fileLink = (id: number) => `/api/ipm/reports/${id}/file/`;

/**
 * Generated reports (spec 3 §2.10, §2.11, §5, §7). A request is checked against every rule, then
 * stored as pending together with its job in one transaction; the job renders the PDF from the
 * stored portfolio data, stores it, marks the report ready (or failed after the retries) and
 * tells the user's open pages on `reports#<user id>`.
 */
export class ReportsService {
  /** Draws the PDF; a test replaces it with one that fails. */
  renderPdf: (report: ReportDocument) => Promise<Buffer> = renderReportPdf;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly hub: RealtimeHub,
    private readonly storage: FileStorage,
    private readonly tenants: TenantsService,
    private readonly dashboard: DashboardService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Financial years and the data range of the chosen accounts (none chosen: all the user's). */
  async financialYears(userId: number, accountIds: number[] | undefined): Promise<FinancialYears> {
    const mine = await this.dashboard.accounts(userId);
    const chosen = this.ownAccounts(mine, accountIds?.length ? accountIds : mine.map((a) => a.id), 'account');
    const range = await this.dataRange(chosen.flatMap((a) => a.options.map((o) => o.id)));
    if (!range) return { financial_years_list: [], min_date: null, max_date: null };
    const fyOf = (date: string) => {
      const [year, month] = date.split('-').map(Number) as [number, number];
      return financialYearStartOf({ year, month });
    };
    const years = [];
    for (let year = fyOf(range.max); year >= fyOf(range.min); year--) {
      const start = `${year}-07-01`;
      const end = `${year + 1}-06-30`;
      years.push({ start_date: start < range.min ? range.min : start, end_date: end > range.max ? range.max : end });
    }
    return { financial_years_list: years, min_date: range.min, max_date: range.max };
  }

  /** The user's accounts with data between the dates, each with the options that have some. */
  async accountsFor(userId: number, start: string, end: string): Promise<ReportAccount[]> {
    if (end < start) throw new FieldValidationError({ end_date: [ReportMessages.endBeforeStart] });
    const mine = await this.dashboard.accounts(userId);
    const ranges = await optionDataRanges(
      this.db,
      mine.flatMap((a) => a.options.map((o) => o.id)),
    );
    const overlaps = (id: number) => {
      const r = ranges.get(id);
      return r !== undefined && r.min <= end && r.max >= start;
    };
    return mine
      .map((a) => ({
        id: a.id,
        name: a.name,
        investment_options: a.options.filter((o) => overlaps(o.id)).map((o) => ({ id: o.id, label: o.label })),
        available_report_types: [...REPORT_TYPES],
      }))
      .filter((a) => a.investment_options.length > 0);
  }

  /** Checks every rule of spec 3 §5 and §2.10, stores the report and queues its job. */
  async generate(actor: UserRow, subjectId: number, input: GenerateReportInput): Promise<GeneratedReport> {
    const problems: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(reportRequestProblems(input))) problems[field] = [message];

    const mine = await this.dashboard.accounts(subjectId);
    const byId = new Map(mine.map((a) => [a.id, a]));
    if (input.accounts.some((id) => !byId.has(id))) problems.accounts = [ReportMessages.chooseOwnAccounts];
    const accounts = input.accounts.flatMap((id) => byId.get(id) ?? []);
    const inScope = accounts.flatMap((a) => a.options.map((o) => o.id));
    if (input.investment_options.some((id) => !inScope.includes(id))) {
      problems.investment_options = [ReportMessages.chooseOptionsOfAccounts];
    }
    const range = await this.dataRange(inScope);
    if (accounts.length > 0 && !range && !problems.accounts) problems.accounts = [ReportMessages.noData];
    let start = input.start_date ?? null;
    let end = input.end_date ?? null;
    if (range) {
      const outside = (date: string) => date < range.min || date > range.max;
      const message = ReportMessages.dateOutOfRange(formatDate(range.min), formatDate(range.max));
      if (start && outside(start) && !problems.start_date) problems.start_date = [message];
      if (end && outside(end) && !problems.end_date) problems.end_date = [message];
      // Combined accounts need no dates: the report covers their whole data range.
      start ??= range.min;
      end ??= range.max;
    }
    if (Object.keys(problems).length > 0 || !start || !end) throw new FieldValidationError(problems);

    const optionIds = input.investment_options.length ? input.investment_options : inScope;
    const types = REPORT_TYPES.filter((t) => input.report_types.includes(t.id)).map((t) => t.id);
    const typesPart =
      types.length === 1 ? reportTypeName(types[0]!) : reportTypesLabel(types.map((t) => ({ name: t })));
    const name = `${types.length > 1 && types.length < REPORT_TYPES.length ? 'Portfolio report' : typesPart}, ${formatDate(start)} – ${formatDate(end)}`;

    // Read before the transaction: PGlite has one connection, held by the transaction until it ends.
    const tenantId = await this.subjectTenant(subjectId, actor);
    const row = await this.db.transaction(async (tx) => {
      const report = await insertReport(tx, {
        userId: subjectId,
        creatorId: actor.id,
        tenantId,
        name,
        status: GeneratedReportStatus.pending,
        startDate: start,
        endDate: end,
        reportTypes: types,
        accountIds: accounts.map((a) => a.id),
        investmentOptionIds: optionIds,
        combineAccounts: input.combine_accounts,
        combineInvestmentOptions: input.combine_investment_options,
      });
      await this.jobs.enqueue(REPORTS_QUEUE, { report_id: report.id } satisfies ReportJobPayload, {
        db: tx,
      });
      return report;
    });
    this.jobs.wake();
    return (await this.toWire([row], actsForClients(actor)))[0]!;
  }

  async list(userId: number, viewerActsForClients: boolean, page: number, size: number) {
    const { count, rows } = await listReports(this.db, userId, size, (page - 1) * size);
    return { count, results: await this.toWire(rows, viewerActsForClients) };
  }

  newCounter(userId: number): Promise<number> {
    return countNewReports(this.db, userId);
  }

  async markRead(userId: number, id: number, viewerActsForClients: boolean, now: Date): Promise<GeneratedReport> {
    const row = await findOwnReport(this.db, id, userId);
    if (!row) throw notFound();
    await markReportRead(this.db, id, userId, now);
    return (await this.toWire([{ ...row, readAt: row.readAt ?? now }], viewerActsForClients))[0]!;
  }

  /** A ready report's PDF, to its owner or to someone on every one of its accounts. */
  async openFile(viewerId: number, id: number): Promise<{ row: GeneratedReportRow; stream: Readable }> {
    const row = await findReport(this.db, id);
    if (!row || row.status !== GeneratedReportStatus.ready || !row.storageKey) throw notFound();
    const allowed =
      row.userId === viewerId ||
      (row.accountIds.length > 0 &&
        (await memberAccountCount(this.db, viewerId, row.accountIds)) === row.accountIds.length);
    if (!allowed) throw notFound();
    return { row, stream: await this.storage.read(row.storageKey) };
  }

  /** The job: render, store, mark ready, tell the user. Runs again harmlessly once ready. */
  async runJob(job: ClaimedJob<ReportJobPayload>): Promise<void> {
    const row = await findReport(this.db, job.payload.report_id);
    if (!row || row.status !== GeneratedReportStatus.pending) return;
    const pdf = await this.renderPdf(await this.documentOf(row));
    const storageKey = newSecret();
    await this.storage.put(storageKey, pdf, 'application/pdf');
    if (!(await markReportReady(this.db, row.id, { storageKey, sizeBytes: pdf.length }))) {
      await this.storage.remove(storageKey);
      return;
    }
    await this.announce(row, GeneratedReportStatus.ready, ReportMessages.ready(row.name));
  }

  /** After the last attempt failed: the report shows "Failed" and the toast says so. */
  async failJob(job: ClaimedJob<ReportJobPayload>): Promise<void> {
    const row = await findReport(this.db, job.payload.report_id);
    if (!row || !(await markReportFailed(this.db, row.id))) return;
    await this.announce(row, GeneratedReportStatus.failed, ReportMessages.failed);
  }

  private async announce(row: GeneratedReportRow, status: GeneratedReportStatus, message: string): Promise<void> {
    const data: ReportsChannelMessage = {
      reports_count: await countNewReports(this.db, row.userId),
      report: { id: row.id, name: row.name, status },
      message,
    };
    await this.hub
      .publish(reportsChannel(row.userId), data)
      .catch((error: unknown) => this.log.error({ err: error, report: row.id }, 'live report update failed'));
  }

  /** Everything the PDF shows, read from the stored data now. */
  async documentOf(row: GeneratedReportRow): Promise<ReportDocument> {
    const mine = await this.dashboard.accounts(row.userId);
    const accounts = row.accountIds.flatMap((id) => mine.find((a) => a.id === id) ?? []);
    const sections = await buildReportContent(this.db, this.dashboard, {
      accounts,
      optionIds: row.investmentOptionIds,
      reportTypes: row.reportTypes,
      start: row.startDate,
      end: row.endDate,
      combineAccounts: row.combineAccounts,
      combineInvestmentOptions: row.combineInvestmentOptions,
    });
    const tenant = this.tenants.resolve({
      tenantId: row.tenantId === null ? undefined : String(row.tenantId),
    });
    const colours = tenant?.configuration.color_schema;
    const people = await usersByIds(this.db, [row.userId]);
    const investor = people.get(row.userId);
    const labels = new Map(accounts.flatMap((a) => a.options.map((o) => [o.id, `${a.name}: ${o.label}`] as const)));
    return {
      brand: {
        name: tenant?.configuration.name ?? 'Client portal',
        primary: colours?.primary ?? '#0b3d5c',
        primaryText: colours?.primary_text ?? '#ffffff',
        secondary: colours?.secondary ?? '#b8914a',
        text: colours?.text ?? '#1a2733',
      },
      title: row.name,
      details: [
        { label: 'Prepared for', value: investor ? `${investor.firstName} ${investor.lastName}`.trim() : '' },
        {
          label: 'Accounts',
          value: `${accounts.map((a) => a.name).join(', ')}${row.combineAccounts ? ' (combined)' : ''}`,
        },
        {
          label: 'Investment options',
          value: `${row.investmentOptionIds.map((id) => labels.get(id) ?? '').join(', ')}${row.combineInvestmentOptions ? ' (combined)' : ''}`,
        },
        { label: 'Period', value: `${formatDate(row.startDate)} – ${formatDate(row.endDate)}` },
        { label: 'Reports', value: reportTypesLabel(row.reportTypes.map((t) => ({ name: reportTypeName(t) }))) },
        { label: 'Generated', value: formatDate(new Date(), { timeZone: 'Australia/Sydney' }) },
      ],
      sections,
      // The brand's own disclaimer, as its pages show it (spec 3 §1).
      disclaimer: (await clientConfiguration(this.db, tenant)).disclaimer,
    };
  }

  private ownAccounts(mine: MemberAccount[], ids: number[], field: string): MemberAccount[] {
    const byId = new Map(mine.map((a) => [a.id, a]));
    if (ids.some((id) => !byId.has(id)))
      throw new FieldValidationError({ [field]: [ReportMessages.chooseOwnAccounts] });
    return ids.map((id) => byId.get(id)!);
  }

  private async dataRange(optionIds: number[]): Promise<{ min: string; max: string } | null> {
    const ranges = [...(await optionDataRanges(this.db, optionIds)).values()];
    if (ranges.length === 0) return null;
    return {
      min: ranges.reduce((m, r) => (r.min < m ? r.min : m), ranges[0]!.min),
      max: ranges.reduce((m, r) => (r.max > m ? r.max : m), ranges[0]!.max),
    };
  }

  /** The brand the report carries: the investor's own tenant. */
  private async subjectTenant(subjectId: number, actor: UserRow): Promise<number | null> {
    if (actor.id === subjectId) return actor.tenantId;
    return (await usersByIds(this.db, [subjectId])).get(subjectId)?.tenantId ?? null;
  }

  private async toWire(rows: GeneratedReportRow[], viewerActsForClients: boolean): Promise<GeneratedReport[]> {
    const names = await namesOf(
      this.db,
      [...new Set(rows.flatMap((r) => r.accountIds))],
      [...new Set(rows.flatMap((r) => r.investmentOptionIds))],
    );
    const creators = viewerActsForClients
      ? await usersByIds(this.db, [...new Set(rows.flatMap((r) => (r.creatorId === null ? [] : [r.creatorId])))])
      : new Map<number, { firstName: string; lastName: string }>();
    return rows.map((r) => {
      const creator = r.creatorId === null ? undefined : creators.get(r.creatorId);
      return {
        id: r.id,
        name: r.name,
        link: r.status === GeneratedReportStatus.ready ? fileLink(r.id) : null,
        accounts: r.accountIds.map((id) => ({ id, name: names.accounts.get(id) ?? '' })),
        investment_options: r.investmentOptionIds.map((id) => ({ id, label: names.options.get(id) ?? '' })),
        combine_accounts: r.combineAccounts,
        combine_investment_options: r.combineInvestmentOptions,
        load_datetime: r.createdAt.toISOString(),
        status: r.status,
        report_types: r.reportTypes.map((id) => ({ id, name: reportTypeName(id) })),
        start_date: r.startDate,
        end_date: r.endDate,
        is_new: r.status === GeneratedReportStatus.ready && r.readAt === null,
        creator: creator ? { first_name: creator.firstName, last_name: creator.lastName } : null,
        file_size: r.fileSizeBytes,
      };
    });
  }
}
