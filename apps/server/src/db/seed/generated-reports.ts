import { formatDate } from '@portal/contract';
import { asc, eq, inArray, max, min } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  accountMembers,
  accounts,
  dailyValuations,
  generatedReports,
  investmentOptions,
  jobs,
} from '../schema/index.js';

/**
 * The demo investor's generated reports: one queued for the job worker (it is rendered at the
 * first start, like any report, so the list shows a real PDF) and one that failed. Small on
 * purpose: every test database is seeded, and the worker renders the queued one there too.
 */
export async function seedGeneratedReports(db: Database, investorId: number, tenantId: number): Promise<void> {
  const investor = { id: investorId, tenantId };
  const [existing] = await db
    .select({ id: generatedReports.id })
    .from(generatedReports)
    .where(eq(generatedReports.userId, investor.id))
    .limit(1);
  if (existing) return;
  const owned = await db
    .select({ accountId: accounts.id, optionId: investmentOptions.id })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .innerJoin(investmentOptions, eq(investmentOptions.accountId, accounts.id))
    .where(eq(accountMembers.userId, investor.id))
    .orderBy(asc(accounts.name), asc(investmentOptions.position));
  if (owned.length === 0) return;
  const [range] = await db
    .select({ min: min(dailyValuations.date), max: max(dailyValuations.date) })
    .from(dailyValuations)
    .where(
      inArray(
        dailyValuations.investmentOptionId,
        owned.map((o) => o.optionId),
      ),
    );
  if (!range?.min || !range.max) return;

  // The last whole financial year before the one the data ends in, clipped to the data.
  const [year, month] = range.max.split('-').map(Number) as [number, number];
  const fyStart = (month >= 7 ? year : year - 1) - 1;
  const start = `${fyStart}-07-01` < range.min ? range.min : `${fyStart}-07-01`;
  const end = `${fyStart + 1}-06-30` > range.max ? range.max : `${fyStart + 1}-06-30`;
  const period = `${formatDate(start)} – ${formatDate(end)}`;
  const first = owned[0]!.accountId;
  const second = owned.find((o) => o.accountId !== first)?.accountId ?? first;
  const optionsOf = (accountId: number) => owned.filter((o) => o.accountId === accountId).map((o) => o.optionId);
  const readLongAgo = new Date(Date.now() - 86_400_000);

  await db.transaction(async (tx) => {
    const [queued] = await tx
      .insert(generatedReports)
      .values({
        userId: investor.id,
        creatorId: investor.id,
        tenantId: investor.tenantId,
        name: `Portfolio report, ${period}`,
        startDate: start,
        endDate: end,
        reportTypes: ['performance', 'holdings'],
        accountIds: [first],
        investmentOptionIds: optionsOf(first),
        combineInvestmentOptions: true,
        // Opened before: the demo's badge counts only what the user generates.
        readAt: readLongAgo,
      })
      .returning({ id: generatedReports.id });
    await tx.insert(jobs).values({ queue: 'reports.generate', payload: { report_id: queued!.id } });
    await tx.insert(generatedReports).values({
      userId: investor.id,
      creatorId: investor.id,
      tenantId: investor.tenantId,
      name: `Tax summary, ${period}`,
      status: 'failed',
      startDate: start,
      endDate: end,
      reportTypes: ['tax_summary'],
      accountIds: [second],
      investmentOptionIds: optionsOf(second),
      finishedAt: readLongAgo,
    });
  });
}
