import { PortfolioImportKind, addDays, today, type CalendarDate } from '@portal/contract';
import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accounts, investmentOptions } from '../schema/index.js';
import { importPortfolioFile } from '../../modules/portfolio-data/index.js';
import { DEMO_ACCOUNTS, demoPortfolioFeed } from './portfolio-demo-feed.js';
import { DEMO_PEOPLE } from './users.js';

/** The provider's day: "yesterday" is yesterday in Sydney, whatever zone the server runs in. */
export const PORTFOLIO_TIME_ZONE = 'Australia/Sydney';

/**
 * The demo investor's portfolio, through the same import as a real feed: data up to yesterday
 * (so the dashboard's default twelve months are always filled). Each file is recorded by its
 * hash, so a second run on the same day writes nothing; a run on a later day adds the new days
 * and rewrites the shared ones with the same figures. Holdings go forward only, so a later run
 * delivers just the holdings days after those already imported.
 */
export async function seedPortfolio(db: Database, options: { until?: CalendarDate; now?: Date } = {}): Promise<void> {
  const until = options.until ?? addDays(today(PORTFOLIO_TIME_ZONE, options.now), -1);
  const feed = demoPortfolioFeed(DEMO_PEOPLE.investor.email, until, {
    holdingsImportedUpTo: await demoHoldingsDays(db),
  });
  // In dependency order: options refer to accounts, everything else to options.
  for (const kind of Object.values(PortfolioImportKind)) {
    if (headerOnly(feed[kind])) continue;
    await importPortfolioFile(db, kind, feed[kind]);
  }
}

const headerOnly = (csv: string) => csv.indexOf('\r\n') === csv.length - 2;

/** `ACCOUNT/OPTION` -> the latest holdings day imported for the demo options. */
async function demoHoldingsDays(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({
      account: accounts.externalCode,
      option: investmentOptions.externalCode,
      day: investmentOptions.holdingsAsOf,
    })
    .from(investmentOptions)
    .innerJoin(accounts, eq(accounts.id, investmentOptions.accountId))
    .where(
      and(
        inArray(
          accounts.externalCode,
          DEMO_ACCOUNTS.map((a) => a.code),
        ),
        isNotNull(investmentOptions.holdingsAsOf),
      ),
    );
  return new Map(rows.map((r) => [`${r.account}/${r.option}`, r.day!]));
}
