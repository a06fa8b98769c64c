import {
  DEFAULT_DASHBOARD_PERIOD,
  type DashboardAsset,
  type DashboardFilter,
  type DashboardFilterSetup,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assetClasses, dashboardFilters } from '../../db/schema/index.js';
import { latestValuationDateOf } from '../portfolio-data/index.js';
import type { CardCache } from './card-cache.js';
import type { MemberAccount } from './dashboard.repository.js';
import { keptMemberAccounts } from './kept-accounts.js';
import type { DashboardService } from './dashboard.service.js';

/** The filter as it is answered: its asset class named as it is now, or null. */
type SavedFilter = Omit<DashboardFilter, 'asset'> & { asset: DashboardAsset | null };

/**
 * The filter panel's state (GET/PATCH filter-setup): the user's last choice, with what they can
 * choose from. Ids that are no longer theirs (an account they left) are dropped when read; the
 * asset class is everyone's, so it stays. Staff or an advisor acting for a client see the
 * defaults and save nothing (spec 3 §4): the client's own choice stays as the client left it.
 */
export async function readFilterSetup(
  db: Database,
  cards: CardCache,
  userId: number,
  { actingForClient = false } = {},
): Promise<DashboardFilterSetup> {
  const [accounts, [saved]] = await Promise.all([
    keptMemberAccounts(db, cards, userId),
    actingForClient
      ? []
      : db
          .select({
            period: dashboardFilters.period,
            accountIds: dashboardFilters.accountIds,
            investmentOptionIds: dashboardFilters.investmentOptionIds,
            assetId: assetClasses.id,
            assetName: assetClasses.name,
          })
          .from(dashboardFilters)
          .leftJoin(assetClasses, eq(assetClasses.id, dashboardFilters.assetClassId))
          .where(eq(dashboardFilters.userId, userId))
          .limit(1),
  ]);
  return setupOf(db, cards, accounts, {
    period: saved?.period ?? DEFAULT_DASHBOARD_PERIOD,
    account: saved?.accountIds ?? [],
    investment_option: saved?.investmentOptionIds ?? [],
    asset: saved?.assetId != null ? { id: saved.assetId, name: saved.assetName! } : null,
  });
}

async function setupOf(
  db: Database,
  cards: CardCache,
  accounts: MemberAccount[],
  filter: SavedFilter,
): Promise<DashboardFilterSetup> {
  return {
    ...keepOwn(filter, accounts),
    accounts: accounts.map((a) => ({ id: a.id, name: a.name, investment_options: a.options })),
    latest_availability_date: await latestDate(db, cards, accounts),
  };
}

/** The latest valuation day of the user's options: it moves only with an import, so it is kept. */
async function latestDate(db: Database, cards: CardCache, accounts: MemberAccount[]): Promise<string | null> {
  const optionIds = accounts.flatMap((a) => a.options.map((o) => o.id));
  const body = await cards.answer(`latest-date ${JSON.stringify(optionIds)}`, async () =>
    JSON.stringify(await latestValuationDateOf(db, optionIds)),
  );
  return JSON.parse(body.toString()) as string | null;
}

/**
 * Saves a filter after the same checks as every card's query (ids must be the user's own, the
 * asset class one that exists). The filter is saved whole: no `asset` means no asset class. While
 * acting for a client the same checks run and the answer shows the filter, but nothing is stored.
 */
export async function saveFilterSetup(
  db: Database,
  cards: CardCache,
  service: DashboardService,
  userId: number,
  filter: DashboardFilter,
  today: string,
  { actingForClient = false } = {},
): Promise<DashboardFilterSetup> {
  const asset = await service.filterAsset(userId, filter, today);
  if (actingForClient) return setupOf(db, cards, await keptMemberAccounts(db, cards, userId), { ...filter, asset });
  const values = {
    period: filter.period,
    accountIds: [...new Set(filter.account)],
    investmentOptionIds: [...new Set(filter.investment_option)],
    assetClassId: asset?.id ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(dashboardFilters)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: dashboardFilters.userId, set: values });
  return readFilterSetup(db, cards, userId);
}

function keepOwn(filter: SavedFilter, accounts: MemberAccount[]): SavedFilter {
  const accountIds = new Set(accounts.map((a) => a.id));
  const optionIds = new Set(accounts.flatMap((a) => a.options.map((o) => o.id)));
  return {
    period: filter.period,
    account: filter.account.filter((id) => accountIds.has(id)),
    investment_option: filter.investment_option.filter((id) => optionIds.has(id)),
    asset: filter.asset,
  };
}
