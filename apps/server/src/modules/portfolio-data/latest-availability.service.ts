import type { LatestAvailabilityDate } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { latestValuationDate } from './portfolio-data.repository.js';

/**
 * "Data available up to {date}": the latest imported valuation date over the accounts the user
 * is a member of; null for someone with no account (or no valuations yet).
 */
export async function latestAvailability(db: Database, userId: number): Promise<LatestAvailabilityDate> {
  return { latest_availability_date: await latestValuationDate(db, userId) };
}
