import { sql } from 'drizzle-orm';
import type { ProductKey } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/**
 * The product-reference module, which knows what each application offers, adds a product the
 * investor applies for through this door; a product the account has already is left as it is.
 */
export async function addAccountProduct(db: Database, accountId: number, product: ProductKey): Promise<void> {
  await db
    .update(accounts)
    .set({ products: sql`array_append(${accounts.products}, ${product})` })
    .where(sql`${accounts.id} = ${accountId} and not (${product} = any(${accounts.products}))`);
}
