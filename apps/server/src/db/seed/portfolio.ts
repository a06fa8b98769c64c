import { PortfolioImportKind, addDays, today, type CalendarDate } from '@portal/contract';
import type { Database } from '../client.js';
import { importPortfolioFile } from '../../modules/portfolio-data/portfolio-import.service.js';
import { demoPortfolioFeed } from './portfolio-demo-feed.js';
import { DEMO_PEOPLE } from './users.js';

/** The provider's day: "yesterday" is yesterday in Sydney, whatever zone the server runs in. */
export const PORTFOLIO_TIME_ZONE = 'Australia/Sydney';

/**
 * The demo investor's portfolio, through the same import as a real feed: data up to yesterday
 * (so the dashboard's default twelve months are always filled). Each file is recorded by its
 * hash, so a second run on the same day writes nothing; a run on a later day adds the new days
 * and rewrites the shared ones with the same figures.
 */
export async function seedPortfolio(db: Database, options: { until?: CalendarDate; now?: Date } = {}): Promise<void> {
  const until = options.until ?? addDays(today(PORTFOLIO_TIME_ZONE, options.now), -1);
  const feed = demoPortfolioFeed(DEMO_PEOPLE.investor.email, until);
  // In dependency order: options refer to accounts, everything else to options.
  for (const kind of Object.values(PortfolioImportKind)) await importPortfolioFile(db, kind, feed[kind]);
}
