import type { DashboardAsset } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { CardCache } from './card-cache.js';
import { assetClassList } from './dashboard.repository.js';

/**
 * Every asset class, which the investments card's and the saved filter's ids are checked against,
 * kept with the cards: only a holdings import adds one, and every import clears what is kept (in
 * every process), so a kept investments answer still costs no database statement.
 */
export async function keptAssetClasses(db: Database, cards: CardCache): Promise<DashboardAsset[]> {
  const body = await cards.answer('asset-classes', async () => JSON.stringify(await assetClassList(db)));
  return JSON.parse(body.toString()) as DashboardAsset[];
}
