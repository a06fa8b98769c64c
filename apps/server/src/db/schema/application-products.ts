import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ProductKey } from '@portal/contract';
import { tenants } from './tenants.js';

/** The products a company application offers (icf loan notes, the ipm private portfolio), from the reference file. */
export const applicationProducts = pgTable(
  'application_products',
  {
    tenantId: integer('application_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    productKey: text('product_key').$type<ProductKey>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.productKey] })],
);

export type ApplicationProductRow = typeof applicationProducts.$inferSelect;
